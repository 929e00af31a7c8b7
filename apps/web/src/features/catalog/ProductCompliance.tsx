import type { ProductDetail } from '@lc/contracts';
import { formatWon } from '../../shared/format';
import { useLocale, useT } from '../../shared/i18n';
import '../../shared/ui/compliance.css';

/**
 * The price with its mandatory delivery fee on the product's first screen (the drip-pricing ban in
 * force since 2025-02-14) and the alcohol notice (19+ identity at checkout).
 */
export function ProductTotalPrice({ p }: { p: ProductDetail }) {
  const t = useT();
  const [locale] = useLocale();
  const total = formatWon(p.totalPrice, locale);
  return (
    <>
      <p className="total-price" data-testid="total-price">
        {p.totalPrice === p.finalPrice
          ? t('compliance.price.totalFree', { total })
          : t('compliance.price.total', { total })}
      </p>
      {p.isAlcohol === 1 ? (
        <p className="alcohol-badge" role="note" data-testid="alcohol-note">
          {t('compliance.price.alcohol')}
        </p>
      ) : null}
    </>
  );
}

/** The seller's identity and the mediator statement (전자상거래법 제20조 ①, ②). */
export function SellerIdentityBlock({ p }: { p: ProductDetail }) {
  const t = useT();
  const s = p.seller;
  const rows: [string, string | null][] = [
    ['company', s.companyName],
    ['representative', s.representative],
    ['address', s.address],
    ['phone', s.phone],
    ['email', s.email],
    ['bizRegNo', s.bizRegNo],
    ['mailOrderNo', s.mailOrderNo],
  ];
  return (
    <section className="pblock" aria-labelledby="seller-h" data-testid="seller-identity">
      <h3 id="seller-h" className="pblock__title">
        {t('compliance.seller.title')}
      </h3>
      <p className="legal-note">{t('compliance.seller.mediator', { seller: s.companyName ?? p.brandName })}</p>
      <dl className="seller-id">
        {rows.map(([k, v]) => (
          <div key={k}>
            <dt>{t(`compliance.seller.${k}`)}</dt>
            <dd>{v ?? t('compliance.seller.unknown')}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
