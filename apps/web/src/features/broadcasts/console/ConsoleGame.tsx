import { useState } from 'react';
import { GAME_STATUS, type GameChoice } from '@lc/contracts';
import { useT } from '../../../shared/i18n';
import { useConsoleGame } from '../api/get-console-game';
import { postConsoleGameRound } from '../api/post-console-game-round';
import { ConsoleGameForm } from './ConsoleGameForm';
import type { ConsoleRunner } from './useConsoleAction';

/** The game from the console: create it (participants, rounds, prize), then start each round. */
export function ConsoleGame({ room, act }: { room: number; act: ConsoleRunner }) {
  const t = useT();
  const state = useConsoleGame(room);
  const [choice, setChoice] = useState<'' | GameChoice>('');
  const g = state.data?.game;
  const running = !!g && g.status !== GAME_STATUS.ended;
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
        <ConsoleGameForm room={room} act={act} budget={state.data?.budget} onCreated={() => void state.refetch()} />
      )}
    </section>
  );
}
