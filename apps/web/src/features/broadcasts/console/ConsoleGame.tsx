import { useState } from 'react';
import { GAME_STATUS, type GameChoice, type GamePrize } from '@lc/contracts';
import { useT } from '../../../shared/i18n';
import { useConsoleGame } from '../api/get-console-game';
import { useLiveCouponOptions } from '../api/get-live-coupon-options';
import { postConsoleGame } from '../api/post-console-game';
import { postConsoleGameRound } from '../api/post-console-game-round';
import type { ConsoleRunner } from './useConsoleAction';

/** The game from the console: create it (participants, rounds, prize), then start each round. */
export function ConsoleGame({ room, act }: { room: number; act: ConsoleRunner }) {
  const t = useT();
  const state = useConsoleGame(room);
  const options = useLiveCouponOptions(room);
  const [limit, setLimit] = useState(100);
  const [rounds, setRounds] = useState(3);
  const [prize, setPrize] = useState<string>('points');
  const [choice, setChoice] = useState<'' | GameChoice>('');
  const g = state.data?.game;
  const running = !!g && g.status !== GAME_STATUS.ended;
  const create = () => {
    const p: GamePrize =
      prize === 'points' ? { type: 'points', points: 1000 } : { type: 'coupon', couponPolicySysId: Number(prize) };
    void act
      .run(
        'game',
        () => postConsoleGame(room, { limitJoinCnt: limit, lastRound: rounds, prize: p }),
        t('broadcasts.console.gameCreated'),
      )
      .then(() => state.refetch());
  };
  const round = () =>
    g &&
    void act
      .run(
        'round',
        () => postConsoleGameRound(room, g.gameSysId, choice || undefined),
        t('broadcasts.console.roundStarted'),
      )
      .then(() => state.refetch());
  return (
    <section className="console__panel" aria-label={t('broadcasts.console.game')}>
      <h2 className="console__h">{t('broadcasts.console.game')}</h2>
      {running && g ? (
        <>
          <p>
            {t(`broadcasts.console.gameStatus${g.status}`)} ·{' '}
            {t('broadcasts.console.gameRound', { n: g.round, last: g.lastRound })} ·{' '}
            {t('broadcasts.console.gamePlayers', { n: g.curJoinCnt, alive: g.aliveCnt })}
            {g.winnerNick ? ` · ${t('broadcasts.console.gameWinner', { name: g.winnerNick })}` : ''}
          </p>
          {g.status === GAME_STATUS.created || g.status === GAME_STATUS.result ? (
            <div className="console__row">
              <select
                value={choice}
                onChange={(e) => setChoice(e.target.value ? (Number(e.target.value) as GameChoice) : '')}
                aria-label={t('broadcasts.console.hostChoice')}
              >
                <option value="">{t('broadcasts.console.random')}</option>
                <option value="1">{t('broadcasts.game.choice1')}</option>
                <option value="2">{t('broadcasts.game.choice2')}</option>
                <option value="3">{t('broadcasts.game.choice3')}</option>
              </select>
              <button type="button" className="btn btn--primary" disabled={!!act.busy} onClick={round}>
                {t('broadcasts.console.startRound')}
              </button>
            </div>
          ) : null}
        </>
      ) : (
        <>
          <label className="console__field">
            <span>{t('broadcasts.console.gameLimit')}</span>
            <input
              type="number"
              min={1}
              value={limit}
              onChange={(e) => setLimit(Math.max(1, Math.floor(Number(e.target.value) || 1)))}
            />
          </label>
          <label className="console__field">
            <span>{t('broadcasts.console.gameRounds')}</span>
            <input
              type="number"
              min={1}
              max={10}
              value={rounds}
              onChange={(e) => setRounds(Math.min(10, Math.max(1, Math.floor(Number(e.target.value) || 1))))}
            />
          </label>
          <select
            value={prize}
            onChange={(e) => setPrize(e.target.value)}
            aria-label={t('broadcasts.console.gamePrize')}
          >
            <option value="points">{t('broadcasts.console.points1000')}</option>
            {(options.data?.policies ?? []).map((p) => (
              <option key={p.couponPolicySysId} value={p.couponPolicySysId}>
                {p.name}
              </option>
            ))}
          </select>
          <button type="button" className="btn btn--primary" disabled={!!act.busy} onClick={create}>
            {t('broadcasts.console.createGame')}
          </button>
        </>
      )}
    </section>
  );
}
