import { DELIVERY_COMPANIES } from '@lc/contracts';
import type { Locale } from './i18n/locale';

/** A delivery company's name in the reader's language (the code itself only for a code no list knows). */
export function carrierName(code: string | null | undefined, locale: Locale): string {
  if (!code) return '';
  const c = DELIVERY_COMPANIES.find((d) => d.code === code);
  return c ? c[locale] : code;
}

/** "CJ대한통운 123456789012": the carrier's name and the invoice number, or '' without an invoice. */
export function invoiceText(code: string | null | undefined, invoice: string | null | undefined, locale: Locale) {
  return invoice ? `${carrierName(code, locale)} ${invoice}`.trim() : '';
}
