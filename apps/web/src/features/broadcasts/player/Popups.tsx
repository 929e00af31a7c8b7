import { useT } from '../../../shared/i18n';
import type { Question } from './player-state';

/** The answer popup for a chat question (live §2); a tap closes it. */
export function AnswerPopup({ answer, onClose }: { answer: Question; onClose(): void }) {
  const t = useT();
  return (
    <div className="modal" role="dialog" aria-label={t('broadcasts.player.answerTitle')} onClick={onClose}>
      <div className="modal__box">
        <p className="bc-muted">{t('broadcasts.player.askedBy', { name: answer.nickName })}</p>
        <p className="qa__q">Q. {answer.content}</p>
        <p className="qa__a">A. {answer.answer}</p>
      </div>
    </div>
  );
}

/** The whole notice, from the notice line's 'more' (live §2). */
export function NoticePopup({ text, onClose }: { text: string; onClose(): void }) {
  const t = useT();
  return (
    <div className="modal" role="dialog" aria-label={t('broadcasts.player.notice')} onClick={onClose}>
      <div className="modal__box">
        <p className="modal__title">{t('broadcasts.player.notice')}</p>
        <p className="pre">{text}</p>
        <button type="button" className="btn btn--primary">
          {t('broadcasts.player.confirm')}
        </button>
      </div>
    </div>
  );
}
