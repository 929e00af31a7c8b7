import { useState } from 'react';
import type { GamePrize, GamePrizeBudget } from '@lc/contracts';
import { useLocale, useT } from '../../../shared/i18n';
import { useLiveCouponOptions } from '../api/get-live-coupon-options';
import { postConsoleGame } from '../api/post-console-game';
import type { ConsoleRunner } from './useConsoleAction';

/**
 * A new game from the console: participants, rounds and the prize — points (out of the show's prize
 * budget the operator set, shown under the form; issue 25 N3) or one of the show's live coupons.
 */
export function ConsoleGameForm({
  room,
  act,
  budget,
  onCreated,
}: {
  room: number;
  act: ConsoleRunner;
  budget: GamePrizeBudget | undefined;
  onCreated: () => void;
}) {
  const t = useT();
  const [locale] = useLocale();
  const options = useLiveCouponOptions(room);
  const [limit, setLimit] = useState(100);
  const [rounds, setRounds] = useState(3);
  const [prize, setPrize] = useState<string>('points');
  const [points, setPoints] = useState(1000);
  const fmt = (n: number) => n.toLocaleString(locale === 'en' ? 'en-GB' : 'ko-KR');
  const create = () => {
    const p: GamePrize =
      prize === 'points' ? { type: 'points', points } : { type: 'coupon', couponPolicySysId: Number(prize) };
    void act
      .run(
        'game',
        () => postConsoleGame(room, { limitJoinCnt: limit, lastRound: rounds, prize: p }),
        t('broadcasts.console.gameCreated'),
      )
      .then(onCreated);
  };
  return (
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
      <select value={prize} onChange={(e) => setPrize(e.target.value)} aria-label={t('broadcasts.console.gamePrize')}>
        <option value="points">{t('broadcasts.console.pointsPrize')}</option>
        {(options.data?.policies ?? []).map((p) => (
          <option key={p.couponPolicySysId} value={p.couponPolicySysId}>
            {p.name}
          </option>
        ))}
      </select>
      {prize === 'points' ? (
        <label className="console__field">
          <span>{t('broadcasts.console.prizePoints')}</span>
          <input
            type="number"
            min={1}
            step={100}
            value={points}
            onChange={(e) => setPoints(Math.max(1, Math.floor(Number(e.target.value) || 1)))}
          />
        </label>
      ) : null}
      {budget ? (
        <p className="console__hint" data-testid="game-budget">
          {budget.budgetPoints > 0
            ? t('broadcasts.console.prizeBudget', {
                remaining: fmt(budget.remainingPoints),
                budget: fmt(budget.budgetPoints),
              })
            : t('broadcasts.console.noPrizeBudget')}
        </p>
      ) : null}
      <button type="button" className="btn btn--primary" disabled={!!act.busy} onClick={create}>
        {t('broadcasts.console.createGame')}
      </button>
    </>
  );
}
