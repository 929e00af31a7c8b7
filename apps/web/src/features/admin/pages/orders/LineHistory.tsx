import { historyReasonOf, type OrderHistoryEntry } from '@lc/contracts';
import { carrierName } from '../../../../shared/carrier';
import { useLocale } from '../../../../shared/i18n';
import { useAdminT, type AdminT } from '../../i18n';
import { kstDateTime } from '../../ui/format';
import type { Locale } from '../../../../shared/i18n';

/** A history row's reason in the reader's language; an operator's own words as typed. */
export function historyReasonText(reason: string, t: AdminT, locale: Locale): string {
  const r = historyReasonOf(reason);
  if (!r) return reason;
  if (r.key === 'dispatched')
    return t('orders.historyReason.dispatched', {
      carrier: carrierName(r.vars.code, locale),
      invoice: r.vars.invoice ?? '',
    });
  if (r.key === 'denied')
    return t('orders.historyReason.denied', { type: t(`orders.claimType.${r.vars.type}`), note: r.vars.note ?? '' });
  const text = t(`orders.historyReason.${r.key}`);
  return r.vars.note ? `${text}: ${r.vars.note}` : text;
}

/** One order line's moves: when, from → to, who, and why. */
export function LineHistory({ history }: { history: OrderHistoryEntry[] }) {
  const t = useAdminT();
  const [locale] = useLocale();
  return (
    <table className="adm-history">
      <thead>
        <tr>
          <th>{t('admin.orders.when')}</th>
          <th>{t('admin.orders.move')}</th>
          <th>{t('admin.orders.actor')}</th>
          <th>{t('admin.orders.reason')}</th>
        </tr>
      </thead>
      <tbody>
        {history.map((h, i) => (
          <tr key={i}>
            <td>{kstDateTime(h.createdAt, locale)}</td>
            <td>
              {t(`orders.status.${h.fromStatus}`)} → {t(`orders.status.${h.toStatus}`)}
            </td>
            <td>
              {t(`admin.actors.${h.actor}`)}
              {h.actorUserSysId ? ` #${h.actorUserSysId}` : ''}
            </td>
            <td data-testid="history-reason">{historyReasonText(h.reason, t, locale)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
