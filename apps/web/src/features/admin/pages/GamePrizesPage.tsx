import { useState } from 'react';
import { GAME_PRIZE_POLICY } from '@lc/contracts';
import { useAdminT } from '../i18n';
import { addDays, kstDay } from '../ui/format';
import { BudgetTable } from './game-prizes/BudgetTable';
import { WinningsTable } from './game-prizes/WinningsTable';

/** shows from a week back to a month ahead get a budget row */
const WINDOW = { before: 7, after: 31 } as const;

/**
 * Game prizes (issue 25 N3): each show's prize budget, the only source of the points a host can put up
 * in the rock-paper-scissors game, and the games won with repeated winners of one host flagged.
 */
export function GamePrizesPage() {
  const t = useAdminT();
  const [today] = useState(() => kstDay(Date.now()));
  const [flaggedOnly, setFlaggedOnly] = useState(false);
  return (
    <section>
      <h1 className="adm-h1">{t('admin.nav.gamePrizes')}</h1>
      <h2 className="adm-h2">{t('admin.gamePrizes.budgets')}</h2>
      <p className="adm-hint">{t('admin.gamePrizes.budgetsNote')}</p>
      <BudgetTable from={addDays(today, -WINDOW.before)} to={addDays(today, WINDOW.after)} />
      <h2 className="adm-h2">{t('admin.gamePrizes.winnings')}</h2>
      <p className="adm-hint">
        {t('admin.gamePrizes.flagRule', {
          days: GAME_PRIZE_POLICY.repeatWinnerDays,
          count: GAME_PRIZE_POLICY.repeatWinnerCount,
        })}
      </p>
      <label className="adm-check">
        <input
          type="checkbox"
          checked={flaggedOnly}
          onChange={(e) => setFlaggedOnly(e.target.checked)}
          data-testid="winnings-flagged-only"
        />{' '}
        {t('admin.gamePrizes.flaggedOnly')}
      </label>
      <WinningsTable flagged={flaggedOnly} />
    </section>
  );
}
