import type { BroadcastInfo } from '@lc/contracts';
import { useT } from '../../../shared/i18n';
import { ShareDialog as SharedShareDialog } from '../../../shared/ui/ShareDialog';

/** The player's share sheet (live §2): messenger, portal and copy-link through the shared dialog (issue 16). */
export function ShareDialog({ b, onClose }: { b: BroadcastInfo; onClose(): void }) {
  const t = useT();
  return (
    <SharedShareDialog
      target={{
        path: `/Vod/${b.broadcastSysId}/${b.broadcastScheduleSysId}/live`,
        title: b.shareTitle || b.title,
        text: b.shareText || b.briefComment,
      }}
      copiedMessage={t('broadcasts.player.copied')}
      onClose={onClose}
    />
  );
}
