import { useEffect, useMemo, useState, type RefObject } from 'react';
import type { BroadcastInfo, BroadcastProduct, ChatMessage } from '@lc/contracts';
import { useT } from '../../../shared/i18n';
import { useSession } from '../../../shared/session';
import { useChatBlocks } from '../api/get-chat-blocks';
import { cutNotice } from '../player-rules';
import { ActionBar } from './ActionBar';
import { actionable, ChatLine } from './ChatLine';
import { ChatMemberSheet } from './ChatMemberSheet';
import { CouponButton } from './CouponButton';
import type { PlayerState } from './player-state';
import { PinnedCard, ProductStrip } from './ProductCards';
import { TopBar } from './TopBar';
import type { PlayerMode } from './useChatRoom';
import type { PlayerStore } from './usePlayerState';
import type { useLiveCoupons } from './useLiveCoupons';
import type { useDisplay, useViewerActions } from './useViewerControls';

/** Everything over the video (live §2): top bar, notice line, banner, event line, chat, cards, actions. */
export function Overlay(p: {
  b: BroadcastInfo;
  mode: PlayerMode;
  state: PlayerState;
  store: PlayerStore;
  products: BroadcastProduct[];
  logRef: RefObject<HTMLDivElement | null>;
  display: ReturnType<typeof useDisplay>;
  viewer: ReturnType<typeof useViewerActions>;
  coupons: ReturnType<typeof useLiveCoupons>;
  onClose(): void;
  open(dialog: 'list' | 'question' | 'share'): void;
}) {
  const t = useT();
  const { state, store, products, viewer, logRef } = p;
  const pinnedProduct = products.find((x) => x.prdtSysId === state.pinned);
  const strip = products[state.rolling % Math.max(1, products.length)];
  const chat = useMemberChat(state.log);
  return (
    <div className="player__overlay">
      <TopBar
        b={p.b}
        mode={p.mode}
        counts={state.counts}
        muted={p.display.muted}
        onMute={p.display.toggleMute}
        onPip={() => p.display.changeDisplay('pip')}
        onClose={p.onClose}
      />
      <OverlayLines state={state} store={store} />
      <div className="player__bottom">
        <div
          className="player__chat"
          ref={logRef}
          role="log"
          aria-label={t('broadcasts.player.chatLog')}
          aria-live="polite"
        >
          {chat.lines.map((m) => (
            <ChatLine key={m.seq} m={m} onMember={chat.canAct(m) ? chat.open : undefined} />
          ))}
        </div>
        {pinnedProduct ? (
          <PinnedCard
            p={pinnedProduct}
            onOpen={() => viewer.openProduct(pinnedProduct, 'pin')}
            onClose={() => store.dispatch({ type: 'pinClosed' })}
          />
        ) : null}
        {p.coupons.coupons[0] ? (
          <CouponButton c={p.coupons.coupons[0]} onClaim={() => void p.coupons.claim(p.coupons.coupons[0]!, true)} />
        ) : null}
        {strip ? <ProductStrip p={strip} count={products.length} onOpen={() => p.open('list')} /> : null}
        <ActionBar
          mode={p.mode}
          isLogin={viewer.isLogin}
          text={viewer.text}
          onText={viewer.onText}
          onSend={() => void viewer.send()}
          onChatFocus={viewer.onChatFocus}
          onQuestion={() => p.open('question')}
          onShare={() => p.open('share')}
          onLike={() => void viewer.like()}
        />
      </div>
      {chat.sheet ? (
        <ChatMemberSheet
          m={chat.sheet}
          room={p.b.broadcastScheduleSysId}
          onDone={chat.toast}
          onClose={() => chat.open(null)}
        />
      ) : null}
      {chat.message ? (
        <p className="player__toast" role="status">
          {chat.message}
        </p>
      ) : null}
    </div>
  );
}

const TOAST_MS = 3_000;

/**
 * Issue 19: the chat lines a member sees (blocked members' lines left out, live and replay, at once
 * and after a reload) and the block / report sheet another member's line opens.
 */
function useMemberChat(log: ChatMessage[]) {
  const { isLogin, userSysId } = useSession();
  const blocks = useChatBlocks(isLogin ? userSysId : null);
  const blocked = useMemo(() => new Set((blocks.data?.blocks ?? []).map((b) => b.userSysId)), [blocks.data]);
  const lines = useMemo(
    () => (blocked.size ? log.filter((m) => m.userSysId === null || !blocked.has(m.userSysId)) : log),
    [log, blocked],
  );
  const [sheet, open] = useState<ChatMessage | null>(null);
  const [message, toast] = useState<string | null>(null);
  useEffect(() => {
    if (!message) return;
    const id = setTimeout(() => toast(null), TOAST_MS);
    return () => clearTimeout(id);
  }, [message]);
  const canAct = (m: ChatMessage) => isLogin && actionable(m, userSysId);
  return { lines, sheet, open, message, toast, canAct };
}

/** The notice line (40 → 38 + …, 'more' opens it whole), the marketing banner and the event line. */
export function OverlayLines({ state, store }: { state: PlayerState; store: PlayerStore }) {
  const t = useT();
  const notice = state.noti ? cutNotice(state.noti) : null;
  return (
    <>
      {notice ? (
        <button
          type="button"
          className="player__notice"
          onClick={() => notice.cut && store.dispatch({ type: 'noticeOpened' })}
        >
          <strong>{t('broadcasts.player.notice')}</strong> {notice.text}
          {notice.cut ? <span className="player__more"> {t('broadcasts.player.more')}</span> : null}
        </button>
      ) : null}
      {state.banner ? (
        <div className="player__banner" role="status">
          <span>{state.banner}</span>
        </div>
      ) : null}
      {state.eventLine ? (
        <div className="player__event">
          {state.eventLine.kind === 'purchase'
            ? t('broadcasts.player.buying', { name: state.eventLine.nickName })
            : state.eventLine.msg || t('broadcasts.player.closing')}
        </div>
      ) : null}
    </>
  );
}
