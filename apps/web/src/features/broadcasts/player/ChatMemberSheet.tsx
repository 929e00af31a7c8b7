import { useState } from 'react';
import { REPORT_REASONS, type ChatMessage } from '@lc/contracts';
import { ApiError } from '../../../shared/api/client';
import { notify } from '../../../shared/dialog';
import { useT } from '../../../shared/i18n';
import { useSession } from '../../../shared/session';
import { useBlockMember } from '../api/post-block';
import { useReportMember } from '../api/post-report';
import { chatSender } from './ChatLine';

type Reason = (typeof REPORT_REASONS)[number];

/**
 * What a member can do about another member's chat line (shopping §6, issue 19): block them (their
 * lines disappear from this and every later chat) or report them with a reason.
 */
export function ChatMemberSheet({
  m,
  room,
  onDone,
  onClose,
}: {
  m: ChatMessage;
  room: number;
  /** a short confirmation the player shows after the sheet closes */
  onDone(message: string): void;
  onClose(): void;
}) {
  const t = useT();
  const { userSysId } = useSession();
  const block = useBlockMember(userSysId);
  const report = useReportMember(userSysId);
  const [reporting, setReporting] = useState(false);
  const [reason, setReason] = useState<Reason | null>(null);
  const name = chatSender(m);
  const target = m.userSysId!;
  const failed = (e: unknown) => notify(e instanceof ApiError ? e.message : t('broadcasts.chatActions.failed'));

  const onBlock = () =>
    block.mutate(
      { userSysId: target, nickName: name },
      {
        onSuccess: () => {
          onClose();
          onDone(t('broadcasts.chatActions.blocked', { name }));
        },
        onError: failed,
      },
    );
  const onReport = () => {
    if (!reason) return;
    report.mutate(
      { targetUserSysId: target, reason, broadcastScheduleSysId: room },
      {
        onSuccess: () => {
          onClose();
          onDone(t('broadcasts.chatActions.reported', { name }));
        },
        onError: failed,
      },
    );
  };

  return (
    <div
      className="modal"
      role="dialog"
      aria-modal="true"
      aria-label={t('broadcasts.chatActions.title', { name })}
      onClick={onClose}
      onKeyDown={(e) => e.key === 'Escape' && onClose()}
    >
      <div className="modal__box chatsheet" onClick={(e) => e.stopPropagation()}>
        <p className="modal__title">{name}</p>
        <p className="chatsheet__line">{m.msg}</p>
        {reporting ? (
          <fieldset className="chatsheet__reasons">
            <legend>{t('broadcasts.chatActions.reason')}</legend>
            {REPORT_REASONS.map((r) => (
              <label key={r} className="chatsheet__reason">
                <input type="radio" name="report-reason" checked={reason === r} onChange={() => setReason(r)} />
                {t(`users.reports.reason.${r}`)}
              </label>
            ))}
            <button
              type="button"
              className="btn btn--primary"
              disabled={!reason || report.isPending}
              onClick={onReport}
            >
              {t('broadcasts.chatActions.sendReport')}
            </button>
          </fieldset>
        ) : (
          <div className="chatsheet__actions">
            <button type="button" className="btn btn--primary" autoFocus disabled={block.isPending} onClick={onBlock}>
              {t('broadcasts.chatActions.block')}
            </button>
            <button type="button" className="btn btn--outline" onClick={() => setReporting(true)}>
              {t('broadcasts.chatActions.report')}
            </button>
          </div>
        )}
        <button type="button" className="btn btn--ghost" onClick={onClose}>
          {t('broadcasts.chatActions.cancel')}
        </button>
      </div>
    </div>
  );
}
