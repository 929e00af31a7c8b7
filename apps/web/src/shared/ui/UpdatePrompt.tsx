import { useState, useSyncExternalStore } from 'react';
import { useT } from '../i18n';
import { applyUpdate, isUpdateWaiting, subscribeUpdate } from '../pwa/register';
import { onChunkFailure } from '../reach/client-errors';
import { ReloadPrompt } from './ChunkFallback';
import './share-dialog.css';

/** "새 버전이 있습니다": a new service worker (a new deployment) waits; the user chooses when to switch. */
export function UpdatePrompt() {
  const t = useT();
  const waiting = useSyncExternalStore(subscribeUpdate, isUpdateWaiting, () => false);
  const chunkBroken = useSyncExternalStore(
    (l) => onChunkFailure(l),
    () => chunkFlag.value,
    () => false,
  );
  const [dismissed, setDismissed] = useState(false);
  if (chunkBroken) return <ReloadPrompt />;
  if (!waiting || dismissed) return null;
  return (
    <div className="reach-banner" role="status" data-testid="update-prompt">
      <span>{t('reach.update.available')}</span>
      <button type="button" className="btn btn--ghost btn--sm" onClick={() => setDismissed(true)}>
        {t('reach.update.later')}
      </button>
      <button type="button" className="btn btn--primary btn--sm" onClick={applyUpdate}>
        {t('reach.update.apply')}
      </button>
    </div>
  );
}

const chunkFlag = { value: false };
onChunkFailure(() => {
  chunkFlag.value = true;
});
