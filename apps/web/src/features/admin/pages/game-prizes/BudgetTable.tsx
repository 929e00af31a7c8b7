import { useState } from 'react';
import { GAME_PRIZE_POLICY, type AdminGamePrizeBudgetRow } from '@lc/contracts';
import { ApiError } from '../../../../shared/api/client';
import { notify } from '../../../../shared/dialog';
import { useLocale } from '../../../../shared/i18n';
import { useSession } from '../../../../shared/session';
import { Spinner } from '../../../../shared/ui';
import { useGamePrizeBudgets, useSetGamePrizeBudget } from '../../api/game-prizes';
import { useAdminT } from '../../i18n';
import { can } from '../../nav';

/** The shows in the window with their budgets; an admin sets a show's budget in its row. */
export function BudgetTable({ from, to }: { from: string; to: string }) {
  const t = useAdminT();
  const [locale] = useLocale();
  const { role } = useSession();
  const q = useGamePrizeBudgets(from, to);
  const write = can(role, 'points.grant');
  const points = (n: number) =>
    t('admin.gamePrizes.points', { n: n.toLocaleString(locale === 'en' ? 'en-GB' : 'ko-KR') });
  if (q.isPending) return <Spinner label={t('common.loading')} />;
  const rows = q.data?.rows ?? [];
  return (
    <div className="adm-table">
      <div className="adm-table__scroll">
        <table data-testid="game-prize-budgets">
          <thead>
            <tr>
              <th>{t('admin.gamePrizes.show')}</th>
              <th>{t('admin.gamePrizes.host')}</th>
              <th>{t('admin.gamePrizes.budget')}</th>
              <th>{t('admin.gamePrizes.committed')}</th>
              <th>{t('admin.gamePrizes.remaining')}</th>
              {write ? <th>{t('admin.gamePrizes.setBudget')}</th> : null}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={write ? 6 : 5}>{t('admin.table.empty')}</td>
              </tr>
            ) : null}
            {rows.map((r) => (
              <tr key={r.broadcastScheduleSysId} data-testid={`budget-${r.broadcastScheduleSysId}`}>
                <td className="adm-cell--wrap">
                  <b>{r.title}</b>
                  <br />
                  <small>
                    {r.startDate} {r.startTime}–{r.endTime}
                  </small>
                </td>
                <td>{r.hostNick ?? '-'}</td>
                <td>{points(r.budgetPoints)}</td>
                <td>{points(r.committedPoints)}</td>
                <td>{points(r.remainingPoints)}</td>
                {write ? (
                  <td>
                    <BudgetForm row={r} />
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function BudgetForm({ row }: { row: AdminGamePrizeBudgetRow }) {
  const t = useAdminT();
  const save = useSetGamePrizeBudget();
  const [value, setValue] = useState(String(row.budgetPoints));
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const points = Number(value);
    if (!Number.isInteger(points) || points < 0 || points > GAME_PRIZE_POLICY.maxBudgetPoints) {
      void notify(t('admin.gamePrizes.invalid', { max: GAME_PRIZE_POLICY.maxBudgetPoints.toLocaleString('ko-KR') }));
      return;
    }
    save.mutate(
      { room: row.broadcastScheduleSysId, points },
      {
        onSuccess: () => void notify(t('admin.gamePrizes.saved', { title: row.title })),
        onError: (err) => void notify(err instanceof ApiError ? err.message : t('admin.error')),
      },
    );
  };
  return (
    <form className="adm-inline-form" onSubmit={submit}>
      <input
        type="number"
        min={row.committedPoints}
        max={GAME_PRIZE_POLICY.maxBudgetPoints}
        step={100}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        aria-label={t('admin.gamePrizes.budgetFor', { title: row.title })}
      />
      <button type="submit" className="adm-primary" disabled={save.isPending}>
        {t('admin.form.save')}
      </button>
    </form>
  );
}
