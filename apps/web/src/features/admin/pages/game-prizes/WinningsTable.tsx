import { useLocale } from '../../../../shared/i18n';
import { Spinner } from '../../../../shared/ui';
import { useGameWinnings } from '../../api/game-prizes';
import { useAdminT } from '../../i18n';
import { kstDateTime } from '../../ui/format';

/** The games won, newest first; a member's repeated wins of one host's games carry the flag. */
export function WinningsTable({ flagged }: { flagged: boolean }) {
  const t = useAdminT();
  const [locale] = useLocale();
  const q = useGameWinnings(flagged);
  if (q.isPending) return <Spinner label={t('common.loading')} />;
  const rows = q.data?.rows ?? [];
  return (
    <div className="adm-table">
      <div className="adm-table__scroll">
        <table data-testid="game-winnings">
          <thead>
            <tr>
              <th>{t('admin.gamePrizes.wonAt')}</th>
              <th>{t('admin.gamePrizes.winner')}</th>
              <th>{t('admin.gamePrizes.prize')}</th>
              <th>{t('admin.gamePrizes.show')}</th>
              <th>{t('admin.gamePrizes.host')}</th>
              <th>{t('admin.gamePrizes.winsWithHost')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={6}>{t('admin.table.empty')}</td>
              </tr>
            ) : null}
            {rows.map((r) => (
              <tr key={r.gameSysId} className={r.flagged ? 'adm-row--flagged' : undefined}>
                <td>{kstDateTime(r.wonAt, locale)}</td>
                <td>
                  <a href={`/admin/members/${r.winnerUserSysId}`}>
                    {r.winnerNick ?? r.winnerUserId ?? r.winnerUserSysId}
                  </a>
                  {r.flagged ? (
                    <span className="adm-flag" data-testid="repeat-winner">
                      {' '}
                      ⚠ {t('admin.gamePrizes.flag')}
                    </span>
                  ) : null}
                  {r.winnerUserId ? (
                    <>
                      <br />
                      <small>{r.winnerUserId}</small>
                    </>
                  ) : null}
                </td>
                <td>
                  {r.points === null
                    ? r.prizeName
                    : t('admin.gamePrizes.points', { n: r.points.toLocaleString(locale === 'en' ? 'en-GB' : 'ko-KR') })}
                </td>
                <td className="adm-cell--wrap">{r.title}</td>
                <td>{r.hostNick ?? r.hostUserSysId}</td>
                <td>{r.winsWithHost}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
