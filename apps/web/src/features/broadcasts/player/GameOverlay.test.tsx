import type { GameView } from '@lc/contracts';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPiece } from '../../../testing/render';
import { GameOverlay } from './GameOverlay';
import type { GameState } from './useGame';

type Me = NonNullable<GameView['me']>;
const view = (v: Omit<Partial<GameView>, 'me'> & { me?: Partial<Me> }): GameView => ({
  room: 1,
  gameSysId: 7,
  status: 0,
  round: 0,
  lastRound: 0,
  isFinals: false,
  curJoinCnt: 3,
  limitJoinCnt: 50,
  aliveCnt: 3,
  countSync: 10,
  mcSelected: null,
  prizeName: '립스틱 세트',
  winnerNick: null,
  finished: false,
  ...v,
  me: v.me
    ? {
        joined: false,
        alive: false,
        userSended: false,
        choose: null,
        resMatch: null,
        gameOverVisible: false,
        isWinner: false,
        ...v.me,
      }
    : undefined,
});

/** the game hook's surface with spies for the calls the overlay makes */
const game = (g: GameView | null) => {
  const calls = { join: vi.fn(() => Promise.resolve()), decline: vi.fn(), choose: vi.fn(() => Promise.resolve()) };
  const state = { game: g, onGame: vi.fn(), sync: vi.fn(), ...calls } as unknown as GameState;
  return { state, calls };
};

afterEach(() => vi.useRealTimers());

/** the clock moves on (fake timers), and React renders what that changed */
const later = (ms: number): void => {
  void act(() => vi.advanceTimersByTime(ms));
};

describe('<GameOverlay> (rock-paper-scissors, live §4)', () => {
  it('shows nothing without a game', () => {
    const { container } = renderPiece(<GameOverlay g={game(null).state} />);
    expect(container.textContent).toBe('');
  });

  it('asks to join with the prize and the count; join and decline call the game', async () => {
    const { state, calls } = game(view({ status: 0 }));
    const { user } = renderPiece(<GameOverlay g={state} />);
    expect(screen.getByRole('dialog', { name: '가위바위보 게임' })).toBeTruthy();
    expect(screen.getByText('상품: 립스틱 세트')).toBeTruthy();
    expect(screen.getByText('게임에 참여하시겠습니까? (3/50)')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '참여' }));
    expect(calls.join).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: '거절' }));
    expect(calls.decline).toHaveBeenCalledTimes(1);
  });

  it('a joined member waits with the players count (English)', () => {
    renderPiece(<GameOverlay g={game(view({ status: 0, me: { joined: true, alive: true } })).state} />, {
      locale: 'en',
    });
    expect(screen.getByText("You're in! Starting soon. (3/50)")).toBeTruthy();
    expect(screen.getByText('3 playing · 3 left')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Join' })).toBeNull();
  });

  it('a living player picks once: the choice is sent and the buttons lock once the server took it', async () => {
    const { state, calls } = game(view({ status: 3, round: 2, me: { joined: true, alive: true } }));
    const { user, rerender } = renderPiece(<GameOverlay g={state} />);
    expect(screen.getByText('가위바위보 게임 · 2라운드')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '바위' }));
    expect(calls.choose).toHaveBeenCalledWith(2);
    const sent = game(view({ status: 3, round: 2, me: { joined: true, alive: true, userSended: true, choose: 2 } }));
    rerender(<GameOverlay g={sent.state} />);
    expect(screen.getByText('선택 완료')).toBeTruthy();
    for (const name of ['가위', '바위', '보']) {
      expect((screen.getByRole('button', { name }) as HTMLButtonElement).disabled).toBe(true);
    }
  });

  it('at zero a member who has not chosen gets a choice sent automatically, once', () => {
    vi.useFakeTimers();
    const { state, calls } = game(view({ status: 3, round: 1, countSync: 3, me: { joined: true, alive: true } }));
    renderPiece(<GameOverlay g={state} />);
    later(1_000);
    expect(calls.choose).not.toHaveBeenCalled();
    later(5_000);
    expect(calls.choose).toHaveBeenCalledTimes(1);
    expect(calls.choose.mock.calls[0]).toEqual([expect.any(Number), { auto: true }]);
    expect(screen.getByText('0')).toBeTruthy();
  });

  it('a player who is out watches; the result and the winner are announced', () => {
    const { rerender } = renderPiece(
      <GameOverlay g={game(view({ status: 3, round: 2, me: { joined: true, alive: false } })).state} />,
    );
    expect(screen.getByText('게임이 진행 중입니다.')).toBeTruthy();
    rerender(
      <GameOverlay
        g={game(view({ status: 1, round: 2, mcSelected: 1, me: { joined: true, alive: true, resMatch: 'win' } })).state}
      />,
    );
    expect(screen.getByText('호스트: ✌️ 승리! 다음 라운드를 기다려 주세요.')).toBeTruthy();
    rerender(
      <GameOverlay
        g={
          game(
            view({
              status: 4,
              isFinals: true,
              round: 3,
              mcSelected: 3,
              winnerNick: '민지',
              me: { joined: true, gameOverVisible: true },
            }),
          ).state
        }
      />,
    );
    expect(screen.getByRole('status').textContent).toBe('호스트: 🖐️ 민지님 우승! 게임 오버');
    expect(screen.getByText('가위바위보 게임 · 결승')).toBeTruthy();
  });
});
