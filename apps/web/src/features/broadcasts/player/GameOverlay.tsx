import { useEffect, useRef, useState } from 'react';
import { GAME_CHOICES, GAME_STATUS, type GameChoice, type GameView } from '@lc/contracts';
import { useT } from '../../../shared/i18n';
import { autoChoice, countdownZeroAt, secondsToZero } from './game-countdown';
import type { GameState } from './useGame';

const CHOICES: GameChoice[] = [GAME_CHOICES.scissors, GAME_CHOICES.rock, GAME_CHOICES.paper];
const ICON: Record<GameChoice, string> = { 1: '✌️', 2: '✊', 3: '🖐️' };

/** The game overlay (live §2, §4): join confirm, countdown with the choices, round result, winner. */
export function GameOverlay({ g }: { g: GameState }) {
  const t = useT();
  const v = g.game;
  if (!v) return null;
  const me = v.me;
  return (
    <div className="game" role="dialog" aria-label={t('broadcasts.game.title')} data-testid="game">
      <p className="game__title">
        {t('broadcasts.game.title')}
        {v.round > 0
          ? ` · ${v.isFinals ? t('broadcasts.game.finals') : t('broadcasts.game.round', { n: v.round })}`
          : ''}
      </p>
      <p className="game__prize">{t('broadcasts.game.prize', { name: v.prizeName })}</p>
      <GameBody v={v} g={g} />
      {me?.joined && v.status <= GAME_STATUS.hostSelected ? (
        <p className="game__count">{t('broadcasts.game.players', { n: v.curJoinCnt, alive: v.aliveCnt })}</p>
      ) : null}
    </div>
  );
}

function GameBody({ v, g }: { v: GameView; g: GameState }) {
  const t = useT();
  const me = v.me;
  if (v.status === GAME_STATUS.created) {
    if (me?.joined) return <p>{t('broadcasts.game.joined', { n: v.curJoinCnt, limit: v.limitJoinCnt })}</p>;
    return (
      <div className="game__row">
        <p>{t('broadcasts.game.askJoin', { n: v.curJoinCnt, limit: v.limitJoinCnt })}</p>
        <button type="button" className="btn" onClick={g.decline}>
          {t('broadcasts.game.decline')}
        </button>
        <button type="button" className="btn btn--primary" onClick={() => void g.join()}>
          {t('broadcasts.game.join')}
        </button>
      </div>
    );
  }
  if (v.status === GAME_STATUS.hostSelected) {
    if (!me?.alive) return <p>{t('broadcasts.game.watching')}</p>;
    return <Choices key={`${v.gameSysId}-${v.round}`} v={v} g={g} />;
  }
  if (v.status === GAME_STATUS.result) {
    return (
      <p>
        {t('broadcasts.game.host', { c: v.mcSelected ? ICON[v.mcSelected] : '' })}{' '}
        {me?.resMatch === 'win' ? t('broadcasts.game.win') : me?.resMatch === 'lose' ? t('broadcasts.game.lose') : ''}
      </p>
    );
  }
  // status 4: the winner (or the seller) is shown
  return (
    <p className="game__winner" role="status">
      {v.mcSelected ? `${t('broadcasts.game.host', { c: ICON[v.mcSelected] })} ` : ''}
      {me?.isWinner ? t('broadcasts.game.youWon') : t('broadcasts.game.winner', { name: v.winnerNick ?? '' })}
      {me?.gameOverVisible && !me.isWinner ? ` ${t('broadcasts.game.gameOver')}` : ''}
    </p>
  );
}

/**
 * The 10 s countdown and the three choices; a tap sends the choice (once). At zero, a member who has
 * not chosen gets a choice submitted automatically (live §4); the server's deadline decides whether
 * it counts, and a member whose choice did not count is out.
 */
function Choices({ v, g }: { v: GameView; g: GameState }) {
  const t = useT();
  // remounted for every round (key): counts down from the server's seconds left to a local zero
  const [zeroAt] = useState(() => countdownZeroAt(Date.now(), v.countSync));
  const [left, setLeft] = useState(() => secondsToZero(zeroAt, Date.now()));
  const sent = !!v.me?.userSended;
  // the latest state for the timer: whether a choice went out, and the call that sends one
  const chosen = sent || (v.me?.choose ?? null) !== null;
  const latest = useRef({ chosen, choose: g.choose });
  useEffect(() => {
    latest.current = { chosen, choose: g.choose };
  });
  useEffect(() => {
    const id = setInterval(() => {
      const s = secondsToZero(zeroAt, Date.now());
      setLeft(s);
      if (s > 0) return;
      clearInterval(id);
      if (!latest.current.chosen) void latest.current.choose(autoChoice(Math.random()), { auto: true });
    }, 200);
    return () => clearInterval(id);
  }, [zeroAt]);
  return (
    <div>
      <p className="game__countdown" aria-live="polite">
        {left}
      </p>
      <div className="game__choices">
        {CHOICES.map((c) => (
          <button
            key={c}
            type="button"
            className={`game__choice ${v.me?.choose === c ? 'game__choice--on' : ''}`}
            disabled={sent || left === 0}
            onClick={() => void g.choose(c)}
            aria-label={t(`broadcasts.game.choice${c}`)}
          >
            {ICON[c]}
          </button>
        ))}
      </div>
      <p className="bc-muted">{sent ? t('broadcasts.game.sent') : t('broadcasts.game.pick')}</p>
    </div>
  );
}
