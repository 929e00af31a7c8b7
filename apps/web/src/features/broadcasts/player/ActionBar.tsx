import { CHAT_POLICY } from '@lc/contracts';
import { useT } from '../../../shared/i18n';
import type { PlayerMode } from './useChatRoom';

/** The chat box (live only) and the question, share and like buttons (live §2, §5, §6). */
export function ActionBar(p: {
  mode: PlayerMode;
  isLogin: boolean;
  text: string;
  onText(v: string): void;
  onSend(): void;
  onChatFocus(): void;
  onQuestion(): void;
  onShare(): void;
  onLike(): void;
}) {
  const t = useT();
  return (
    <div className="player__actions">
      {p.mode === 'live' ? (
        <form
          className="chatbox"
          onSubmit={(e) => {
            e.preventDefault();
            p.onSend();
          }}
        >
          <input
            className="chatbox__input"
            value={p.text}
            onChange={(e) => p.onText(e.target.value)}
            onFocus={p.onChatFocus}
            placeholder={t('broadcasts.player.chatPlaceholder')}
            aria-label={t('broadcasts.player.chatPlaceholder')}
            maxLength={CHAT_POLICY.maxLength}
          />
          <button type="submit" className="chatbox__send" disabled={p.isLogin && !p.text.trim()}>
            {t('broadcasts.player.send')}
          </button>
        </form>
      ) : (
        <div className="chatbox chatbox--vod">{t('broadcasts.player.replayChat')}</div>
      )}
      {p.isLogin ? (
        <button type="button" className="round" onClick={p.onQuestion} aria-label={t('broadcasts.player.question')}>
          ?
        </button>
      ) : null}
      <button type="button" className="round" onClick={p.onShare} aria-label={t('broadcasts.player.share')}>
        ↗
      </button>
      {p.mode === 'live' ? (
        <button type="button" className="round round--like" onClick={p.onLike} aria-label={t('broadcasts.player.like')}>
          ♥
        </button>
      ) : null}
    </div>
  );
}
