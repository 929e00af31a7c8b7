import type { RefObject } from 'react';
import type { BroadcastInfo, BroadcastProduct } from '@lc/contracts';
import { useT } from '../../../shared/i18n';
import { cutNotice } from '../player-rules';
import { ActionBar } from './ActionBar';
import { ChatLine } from './ChatLine';
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
          {state.log.map((m) => (
            <ChatLine key={m.seq} m={m} />
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
    </div>
  );
}

/** The notice line (40 → 38 + …, 'more' opens it whole), the marketing banner and the event line. */
function OverlayLines({ state, store }: { state: PlayerState; store: PlayerStore }) {
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
