import { ApiError } from '../../../../shared/api/client';
import { askText, notify } from '../../../../shared/dialog';
import { useSession } from '../../../../shared/session';
import { useBlockBroadcast, type AdminSchedule } from '../../api/broadcasts';
import { useAdminT } from '../../i18n';
import { can } from '../../nav';
import { ScheduleAssign } from './ScheduleAssign';
import { StreamKeys } from './StreamKeys';

/** An airing's dialog: its links, the assignment (writers), stream keys, block / unblock. */
export function ScheduleDetail({ s, onClose }: { s: AdminSchedule; onClose: () => void }) {
  const t = useAdminT();
  const { role } = useSession();
  const block = useBlockBroadcast();
  const fail = (e: unknown) => notify(e instanceof ApiError ? e.message : t('admin.error'));
  const toggleBlock = async () => {
    if (s.blocked) {
      block.mutate({ broadcastSysId: s.broadcastSysId, block: false }, { onSuccess: onClose, onError: fail });
      return;
    }
    const reason = await askText(t('admin.broadcasts.blockReason'));
    if (!reason?.trim()) return;
    block.mutate({ broadcastSysId: s.broadcastSysId, block: true, reason }, { onSuccess: onClose, onError: fail });
  };
  return (
    <div className="adm-dialog" role="dialog" aria-modal="true" aria-label={s.title}>
      <div className="adm-dialog__box">
        <h2>{s.title}</h2>
        <p>
          {s.startDate} {s.startTime}–{s.endTime} · {t(`admin.broadcasts.flags.${s.blocked ? 'blocked' : s.liveFlag}`)}{' '}
          · {t('admin.dashboard.viewers', { count: s.viewCnt })}
        </p>
        <p className="adm-links">
          <a href={`/seller/console/${s.broadcastSysId}/${s.broadcastScheduleSysId}`}>
            {t('admin.broadcasts.console')}
          </a>
          <a href={`/Live/${s.broadcastSysId}/${s.broadcastScheduleSysId}`}>{t('admin.broadcasts.watch')}</a>
          {s.liveFlag === 2 ? (
            <a href={`/PastVod/${s.broadcastSysId}/${s.broadcastScheduleSysId}`}>{t('admin.broadcasts.replay')}</a>
          ) : null}
        </p>
        {can(role, 'broadcasts.write') ? <ScheduleAssign s={s} onSaved={onClose} fail={fail} /> : null}
        {can(role, 'broadcasts.streamKey') ? <StreamKeys s={s} fail={fail} /> : null}
        <div className="adm-dialog__actions">
          {can(role, 'broadcasts.block') ? (
            <button type="button" onClick={() => void toggleBlock()}>
              {s.blocked ? t('admin.broadcasts.unblock') : t('admin.broadcasts.block')}
            </button>
          ) : null}
          <button type="button" onClick={onClose}>
            {t('admin.form.close')}
          </button>
        </div>
      </div>
    </div>
  );
}
