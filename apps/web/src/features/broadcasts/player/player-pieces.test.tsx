import type { BroadcastInfo, BroadcastProduct } from '@lc/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderPiece } from '../../../testing/render';
import { ActionBar } from './ActionBar';
import { AnswerPopup, NoticePopup } from './Popups';
import { PinnedCard, ProductStrip } from './ProductCards';
import { TopBar } from './TopBar';
import { VideoStatus } from './VideoLayer';

const show = {
  title: '봄 신상 라이브',
  brandName: '데모브랜드',
  brandSysId: 3,
  brandImageUrl: '/b.png',
} as BroadcastInfo;
const product: BroadcastProduct = {
  broadcastProductSysId: 1,
  prdtSysId: 11,
  name: '수분 크림',
  brandName: '데모브랜드',
  squareImageUrl: '/p.png',
  bigImageUrl: '/p.png',
  marketPrice: 30_000,
  price: 24_000,
  discountRate: 20,
  isLivePrice: 1,
  isDisplay: 1,
  isSoldout: 0,
  deliveryPriceTypeCode: 1,
};

const actions = (over: Partial<Parameters<typeof ActionBar>[0]> = {}) => ({
  mode: 'live' as const,
  isLogin: true,
  text: '',
  onText: vi.fn(),
  onSend: vi.fn(),
  onChatFocus: vi.fn(),
  onQuestion: vi.fn(),
  onShare: vi.fn(),
  onLike: vi.fn(),
  ...over,
});

describe('the player’s pieces (live §2)', () => {
  it('top bar: title, brand, LIVE badge, counts; sound, mini player and close', async () => {
    const on = { onMute: vi.fn(), onPip: vi.fn(), onClose: vi.fn() };
    const { user } = renderPiece(
      <TopBar b={show} mode="live" counts={{ viewCnt: 12_345, likeCnt: 678, joinCnt: 0 }} muted {...on} />,
    );
    expect(screen.getByText('봄 신상 라이브')).toBeTruthy();
    expect(screen.getByText('LIVE')).toBeTruthy();
    expect(screen.getByLabelText('조회수').textContent).toBe('조회수 12,345');
    expect(screen.getByTestId('like-count').textContent).toBe('♥ 678');
    const sound = screen.getByRole('button', { name: '소리 켜기' });
    expect(sound.getAttribute('aria-pressed')).toBe('true');
    await user.click(sound);
    await user.click(screen.getByRole('button', { name: '작게 보기' }));
    await user.click(screen.getByRole('button', { name: '닫기' }));
    expect([on.onMute, on.onPip, on.onClose].map((f) => f.mock.calls.length)).toEqual([1, 1, 1]);
  });

  it('top bar of a replay in English: the Replay badge and Mute', () => {
    renderPiece(
      <TopBar
        b={show}
        mode="vod"
        counts={{ viewCnt: 5, likeCnt: 0, joinCnt: 0 }}
        muted={false}
        onMute={vi.fn()}
        onPip={vi.fn()}
        onClose={vi.fn()}
      />,
      { locale: 'en' },
    );
    expect(screen.getByText('Replay')).toBeTruthy();
    expect(screen.queryByText('LIVE')).toBeNull();
    expect(screen.getByRole('button', { name: 'Mute' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('chat box: empty text cannot be sent by a member; Enter sends typed text', async () => {
    const p = actions({ text: '' });
    const { user, rerender } = renderPiece(<ActionBar {...p} />);
    expect((screen.getByRole('button', { name: '전송' }) as HTMLButtonElement).disabled).toBe(true);
    await user.type(screen.getByRole('textbox', { name: '채팅을 입력하세요' }), 'a');
    expect(p.onText).toHaveBeenLastCalledWith('a');
    rerender(<ActionBar {...p} text="안녕하세요" />);
    await user.type(screen.getByRole('textbox'), '{Enter}');
    expect(p.onSend).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: '좋아요' }));
    await user.click(screen.getByRole('button', { name: '상품 문의' }));
    expect(p.onLike).toHaveBeenCalledTimes(1);
    expect(p.onQuestion).toHaveBeenCalledTimes(1);
  });

  it('a guest may press send (it asks to log in) and has no question button; a replay has no chat box', () => {
    const { rerender } = renderPiece(<ActionBar {...actions({ isLogin: false })} />);
    expect((screen.getByRole('button', { name: '전송' }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByRole('button', { name: '상품 문의' })).toBeNull();
    rerender(<ActionBar {...actions({ mode: 'vod' })} />);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByText('다시보기 채팅')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '좋아요' })).toBeNull();
    expect(screen.getByRole('button', { name: '공유하기' })).toBeTruthy();
  });

  it('video status follows the phase: spinner, then the loading line, then a retry; nothing when ready', async () => {
    const onRetry = vi.fn();
    const { user, rerender, container } = renderPiece(<VideoStatus phase="loading" onRetry={onRetry} />);
    expect(screen.getByRole('status').querySelector('.spinner')).not.toBeNull();
    rerender(<VideoStatus phase="slow" onRetry={onRetry} />);
    expect(screen.getByText('영상을 불러오는 중…')).toBeTruthy();
    rerender(<VideoStatus phase="stalled" onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toContain('영상을 아직 불러오지 못했어요.');
    expect(screen.getByRole('alert').querySelector('.spinner')).toBeNull();
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    rerender(<VideoStatus phase="ready" onRetry={onRetry} />);
    expect(container.textContent).toBe('');
  });

  it('pinned card opens the product or closes; the strip opens the list with the count', async () => {
    const on = { onOpen: vi.fn(), onClose: vi.fn(), onList: vi.fn() };
    const { user } = renderPiece(
      <>
        <PinnedCard p={product} onOpen={on.onOpen} onClose={on.onClose} />
        <ProductStrip p={product} count={4} onOpen={on.onList} />
      </>,
    );
    expect(screen.getByTestId('pinned').textContent).toContain('20% 24,000원');
    await user.click(screen.getByRole('button', { name: /수분 크림 20%/ }));
    await user.click(screen.getByRole('button', { name: '닫기' }));
    await user.click(screen.getByRole('button', { name: /수분 크림 24,000원 4/ }));
    expect([on.onOpen, on.onClose, on.onList].map((f) => f.mock.calls.length)).toEqual([1, 1, 1]);
  });

  it('the answer and notice popups read in both languages and close on a tap', async () => {
    const onClose = vi.fn();
    const { user, rerender } = renderPiece(
      <AnswerPopup answer={{ nickName: '민지', content: '사이즈?', answer: 'M입니다' } as never} onClose={onClose} />,
    );
    expect(screen.getByRole('dialog', { name: '질문과 답변' }).textContent).toContain(
      '민지님의 질문Q. 사이즈?A. M입니다',
    );
    await user.click(screen.getByText('A. M입니다'));
    expect(onClose).toHaveBeenCalledTimes(1);
    rerender(<NoticePopup text={'오늘 방송\n특가'} onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: '확인' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
