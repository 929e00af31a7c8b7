import type { ChatMessage } from '@lc/contracts';
import { CHAT_PERMISSIONS, MSG_TYPES } from '@lc/contracts';
import { useT } from '../../../shared/i18n';

/** One chat line: notices, questions with their answer, the host's lines with a nick, others ad-style (live §6). */
export function ChatLine({ m }: { m: ChatMessage }) {
  const t = useT();
  if (m.msgType === MSG_TYPES.notice) {
    return (
      <p className="chatline chatline--notice">
        <strong>{t('broadcasts.player.notice')}</strong> {m.msg}
      </p>
    );
  }
  if (m.msgType === MSG_TYPES.question) {
    return (
      <p className="chatline chatline--qa">
        <strong>Q.</strong> {m.content} <strong>A.</strong> {m.answer}
      </p>
    );
  }
  // permission 2 (manager/host) shows the nick; other lines are ad-style with an icon (live §6)
  return m.permission === CHAT_PERMISSIONS.manager ? (
    <p className="chatline chatline--manager">
      <strong className="chatline__nick">{m.nickName}</strong> {m.msg}
    </p>
  ) : (
    <p className="chatline">
      <span className="chatline__icon" aria-hidden="true" /> {m.msg}
    </p>
  );
}
