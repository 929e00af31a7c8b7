import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { OrderAmounts } from '@lc/contracts';
import { I18nProvider, loadLocale, setLocale } from '../i18n';
import { formatMoneyRow, moneySummaryRows } from './money-summary';
import { MoneySummary } from './MoneySummary';

/** The /cartOrder quote of issue 19: one line sold at 99,000 won with a list price of 108,900 won. */
const ISSUE_19: OrderAmounts = {
  prdtPrice: 99_000,
  discount: 9_900,
  couponAmount: 0,
  pointAmount: 0,
  deliveryPrice: 0,
  addDeliveryCost: 0,
  payAmount: 99_000,
};

const render = (amounts: OrderAmounts, locale: 'ko' | 'en') => {
  setLocale(locale);
  return renderToStaticMarkup(createElement(I18nProvider, null, createElement(MoneySummary, { amounts })));
};
/** the shown rows and total, read back from the markup as signed integers */
const shown = (html: string) => {
  const dds = [...html.matchAll(/<dd[^>]*>([^<]*)<\/dd>/g)].map((m) => m[1]!);
  const value = (s: string) => (s.startsWith('−') ? -1 : 1) * Number(s.replace(/\D/g, ''));
  return { rows: dds.slice(0, -1).map(value), total: value(dds.at(-1)!) };
};

beforeAll(() => Promise.all([loadLocale('ko'), loadLocale('en')]));
afterEach(() => setLocale('ko'));

describe('money summary', () => {
  it('starts from the list price, takes the product discount off with a minus sign and adds up to the total', () => {
    const m = moneySummaryRows(ISSUE_19);
    expect(m.rows).toEqual([
      { key: 'listPrice', amount: 108_900 },
      { key: 'productDiscount', amount: -9_900 },
      { key: 'delivery', amount: 0 },
    ]);
    expect(m.total).toBe(99_000);
    expect(m.addsUp).toBe(true);
  });

  it('shows coupons, points and the Jeju/island fee as their own rows, all adding up to the server total', () => {
    const a: OrderAmounts = {
      prdtPrice: 45_000,
      discount: 5_000,
      couponAmount: 4_500,
      pointAmount: 1_000,
      deliveryPrice: 3_000,
      addDeliveryCost: 3_000,
      payAmount: 45_000 - 4_500 - 1_000 + 3_000 + 3_000,
    };
    const m = moneySummaryRows(a);
    expect(m.rows.map((r) => [r.key, r.amount])).toEqual([
      ['listPrice', 50_000],
      ['productDiscount', -5_000],
      ['coupon', -4_500],
      ['points', -1_000],
      ['delivery', 3_000],
      ['addDelivery', 3_000],
    ]);
    expect(m.addsUp).toBe(true);
  });

  it('leaves out rows that are 0 except the list price and delivery, and never recomputes the total', () => {
    const m = moneySummaryRows({ ...ISSUE_19, discount: 0, payAmount: 12_345 });
    expect(m.rows.map((r) => r.key)).toEqual(['listPrice', 'delivery']);
    expect(m.total).toBe(12_345);
    expect(m.addsUp).toBe(false);
  });

  it('formats a discount with a true minus sign in both languages', () => {
    expect(formatMoneyRow(-9_900, 'ko')).toBe('−9,900원');
    expect(formatMoneyRow(-9_900, 'en')).toBe('−₩9,900');
    expect(formatMoneyRow(3_000, 'ko')).toBe('3,000원');
  });

  it('renders rows whose shown figures add up to the shown total (Korean and English)', () => {
    for (const locale of ['ko', 'en'] as const) {
      const html = render(ISSUE_19, locale);
      const s = shown(html);
      expect(s.rows).toEqual([108_900, -9_900, 0]);
      expect(s.rows.reduce((x, y) => x + y, 0)).toBe(s.total);
      expect(s.total).toBe(99_000);
    }
    const ko = render(ISSUE_19, 'ko');
    expect(ko).toContain('상품 금액');
    expect(ko).toContain('−9,900원');
    expect(ko).toContain('결제 예정 금액');
    expect(render(ISSUE_19, 'en')).toContain('Product discount');
  });
});
