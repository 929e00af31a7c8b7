import { act, fireEvent, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPiece } from '../../../testing/render';
import { PLAYER_POLICY } from '../player-rules';
import { OverlayLines } from './Overlay';
import { showBanner, showEvent, showVideoWait } from './player-state';
import { NoticePopup } from './Popups';
import { usePlayerState, type PlayerStore } from './usePlayerState';
import { VideoStatus } from './VideoLayer';

/** The overlays as the player drives them: the reducer, its timers, and the pieces reading its state. */
function Overlays({ notice, onStore }: { notice: string | null; onStore(s: PlayerStore): void }) {
  const [state, store] = usePlayerState({ likeCnt: 0, viewCnt: 0, joinCnt: 0 }, notice);
  useEffect(() => {
    onStore(store);
  }, [store, onStore]);
  return (
    <>
      <OverlayLines state={state} store={store} />
      <VideoStatus phase={state.video} onRetry={() => store.show(showVideoWait('videoLoading'))} />
      {state.notiOpen && state.noti ? (
        <NoticePopup text={state.noti} onClose={() => store.dispatch({ type: 'noticeClosed' })} />
      ) : null}
    </>
  );
}

const mount = (notice: string | null = null, locale: 'ko' | 'en' = 'ko') => {
  let store: PlayerStore | undefined;
  renderPiece(<Overlays notice={notice} onStore={(s) => (store = s)} />, { locale });
  return () => store!;
};
/** the clock moves on (fake timers), and React renders what that changed */
const later = (ms: number): void => {
  void act(() => vi.advanceTimersByTime(ms));
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the player’s overlays, driven by its reducer and timers', () => {
  it('a long notice is cut with “더보기”; a tap opens it whole, OK closes it', () => {
    const long = '오늘 방송에서는 봄 신상 전 품목을 라이브 특가로 만나보실 수 있습니다. 구매 고객 전원 사은품 증정!';
    mount(long);
    const line = screen.getByRole('button', { name: /공지/ });
    expect(line.textContent).toContain('…');
    expect(line.textContent).toContain('더보기');
    expect(Array.from(line.textContent!).length).toBeLessThan(Array.from(long).length);
    fireEvent.click(line);
    expect(screen.getByRole('dialog', { name: '공지' }).textContent).toContain(long);
    fireEvent.click(screen.getByRole('button', { name: '확인' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a short notice is shown whole and a tap opens nothing', () => {
    mount('오늘 8시 특가');
    const line = screen.getByRole('button', { name: /공지/ });
    expect(line.textContent).toBe('공지 오늘 8시 특가');
    fireEvent.click(line);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a banner stays for its time, then goes', () => {
    const store = mount();
    void act(() => store().show(showBanner('지금 주문하면 무료배송')));
    expect(screen.getByText('지금 주문하면 무료배송').closest('[role="status"]')).not.toBeNull();
    later(PLAYER_POLICY.bannerMs - 1);
    expect(screen.queryByText('지금 주문하면 무료배송')).not.toBeNull();
    later(1);
    expect(screen.queryByText('지금 주문하면 무료배송')).toBeNull();
  });

  it('the event line says who is buying (English) and is cleared after its time', () => {
    const store = mount(null, 'en');
    void act(() => store().show(showEvent({ kind: 'purchase', nickName: 'Minji' })));
    expect(screen.getByText(/Minji/)).toBeTruthy();
    later(PLAYER_POLICY.eventMs);
    expect(screen.queryByText(/Minji/)).toBeNull();
  });

  it('the video: a spinner, the loading line after a while, the retry when it stays away, nothing once ready', () => {
    const store = mount();
    void act(() => store().show(showVideoWait('videoLoading')));
    expect(screen.getByTestId('video-status').dataset.phase).toBe('loading');
    later(PLAYER_POLICY.videoSlowMs);
    expect(screen.getByTestId('video-status').dataset.phase).toBe('slow');
    expect(screen.getByText('영상을 불러오는 중…')).toBeTruthy();
    later(PLAYER_POLICY.videoStalledMs - PLAYER_POLICY.videoSlowMs);
    expect(screen.getByTestId('video-status').dataset.phase).toBe('stalled');
    fireEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(screen.getByTestId('video-status').dataset.phase).toBe('loading');
    void act(() => store().dispatch({ type: 'videoReady' }));
    expect(screen.queryByTestId('video-status')).toBeNull();
  });
});
