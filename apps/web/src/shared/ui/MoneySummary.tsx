import type { OrderAmounts } from '@lc/contracts';
import { formatWon } from '../format';
import { useLocale, useT } from '../i18n';
import { formatMoneyRow, moneySummaryRows } from './money-summary';
import './money-summary.css';

/** What the total row is called: before the order (예정), on the order form (최종), after payment. */
export type MoneyTotalLabel = 'expected' | 'final' | 'paid' | 'due';

/**
 * The one money summary of the shop (cart, cart order, order form, order complete, order detail):
 * list price, product discount, coupons and points as minus rows, delivery fees and the payable
 * total, all from the server's amounts. Each row carries `data-amount` (signed won).
 */
export function MoneySummary({
  amounts,
  totalLabel = 'expected',
  title,
  totalTestId = 'money-total',
  className,
}: {
  amounts: OrderAmounts;
  totalLabel?: MoneyTotalLabel;
  /** a heading above the rows (none by default) */
  title?: string;
  /** the total's data-testid (older tests look for cart-total / pay-amount) */
  totalTestId?: string;
  className?: string;
}) {
  const t = useT();
  const [locale] = useLocale();
  const m = moneySummaryRows(amounts);
  return (
    <section
      className={className ? `money-summary ${className}` : 'money-summary'}
      aria-label={title ?? t(`money.total.${totalLabel}`)}
      data-testid="money-summary"
    >
      {title ? <h2 className="money-summary__title">{title}</h2> : null}
      <dl>
        {m.rows.map((r) => (
          <div
            key={r.key}
            className={r.amount < 0 ? 'money-summary__row money-summary__row--minus' : 'money-summary__row'}
            data-testid={`money-${r.key}`}
            data-amount={r.amount}
          >
            <dt>{t(`money.${r.key}`)}</dt>
            <dd>{formatMoneyRow(r.amount, locale)}</dd>
          </div>
        ))}
        <div className="money-summary__row money-summary__total" data-amount={m.total}>
          <dt>{t(`money.total.${totalLabel}`)}</dt>
          <dd data-testid={totalTestId}>{formatWon(m.total, locale)}</dd>
        </div>
      </dl>
    </section>
  );
}
