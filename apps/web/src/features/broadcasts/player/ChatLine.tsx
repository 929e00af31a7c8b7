import type { ChatMessage } from '@lc/contracts';
import { CHAT_PERMISSIONS, CHAT_POLICY, MSG_TYPES } from '@lc/contracts';
import { useLocale, useT } from '../../../shared/i18n';
import { localMsg } from './player-state';

/** the sender shown on a line: the nick, or the masked id `abc**` when there is none (live §5) */
export function chatSender(m: Pick<ChatMessage, 'nickName' | 'userId'>): string {
  if (m.nickName.trim()) return m.nickName;
  const id = m.userId.replace(/\*+$/, '');
  return `${Array.from(id).slice(0, CHAT_POLICY.maskedIdChars).join('')}**`;
}

/** a member's line another member may act on (block, report): not one's own, not staff, not a guest's */
export function actionable(m: ChatMessage, me: number | null): boolean {
  return (
    me !== null &&
    m.msgType === MSG_TYPES.normal &&
    m.permission === CHAT_PERMISSIONS.member &&
    m.userSysId !== null &&
    m.userSysId !== me
  );
}

/**
 * One chat line (live §6): notices, questions with their answer, the host's lines highlighted with
 * their nick, members' lines with their nick or masked id (issue 19). A member's line is a button
 * for another member: it opens the block / report sheet (`onMember`).
 */
export function ChatLine({ m, onMember }: { m: ChatMessage; onMember?: ((m: ChatMessage) => void) | undefined }) {
  const t = useT();
  const [locale] = useLocale();
  if (m.msgType === MSG_TYPES.notice) {
    return (
      <p className="chatline chatline--notice">
        <strong>{t('broadcasts.player.notice')}</strong> {localMsg(m, locale)}
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
  if (m.permission === CHAT_PERMISSIONS.manager) {
    return (
      <p className="chatline chatline--manager">
        <strong className="chatline__nick">{chatSender(m)}</strong> {m.msg}
      </p>
    );
  }
  const body = (
    <>
      <span className="chatline__icon" aria-hidden="true" />
      <span className="chatline__nick chatline__nick--member">{chatSender(m)}</span> {m.msg}
    </>
  );
  return onMember ? (
    <p className="chatline">
      <button
        type="button"
        className="chatline__tap"
        onClick={() => onMember(m)}
        aria-haspopup="dialog"
        title={t('broadcasts.chatActions.open', { name: chatSender(m) })}
      >
        {body}
      </button>
    </p>
  ) : (
    <p className="chatline">{body}</p>
  );
}
