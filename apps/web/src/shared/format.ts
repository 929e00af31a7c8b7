import { PRODUCT_NAME_CUT } from '@lc/contracts';
import type { Locale } from './i18n/locale';

/** Thousands separators, independent of the runtime's ICU data: 12900 → '12,900'. */
export function withThousands(n: number): string {
  const sign = n < 0 ? '-' : '';
  const digits = String(Math.trunc(Math.abs(n)));
  return sign + digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Integer won for display: '12,900원' in Korean, '₩12,900' in English. */
export function formatWon(amount: number, locale: Locale): string {
  const n = withThousands(amount);
  if (locale === 'en') return amount < 0 ? `-₩${n.slice(1)}` : `₩${n}`;
  return `${n}원`;
}

/** Product names longer than PRODUCT_NAME_CUT characters are cut with '…' (shopping §1). */
export function cutName(name: string, max: number = PRODUCT_NAME_CUT): string {
  const chars = Array.from(name);
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : name;
}

/** '15%' for a discount rate; empty when there is no discount. */
export function formatRate(rate: number): string {
  return rate > 0 ? `${rate}%` : '';
}
