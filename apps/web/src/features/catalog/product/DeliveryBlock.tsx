import { Link } from 'react-router';
import {
  DELIVERY_PRICE_TYPES,
  SAME_DAY_DISPATCH_CUTOFF_KST,
  deliveryWindowKst,
  type ProductDetail,
} from '@lc/contracts';
import { useLocale, useT } from '../../../shared/i18n';
import { formatWon } from '../../../shared/format';

/** The delivery fee (free, conditional or fixed), the island surcharges and the bundle link. */
export function DeliveryBlock({ p }: { p: ProductDetail }) {
  const t = useT();
  const [locale] = useLocale();
  const won = (n: number) => formatWon(n, locale);
  const d = p.delivery;
  const deliveryText =
    d.deliveryPriceTypeCode === DELIVERY_PRICE_TYPES.free
      ? t('product.freeShipping')
      : d.deliveryPriceTypeCode === DELIVERY_PRICE_TYPES.conditional && d.freeDeliveryMinAmount !== null
        ? t('catalog.product.deliveryConditional', { price: won(d.deliveryPrice), min: won(d.freeDeliveryMinAmount) })
        : won(d.deliveryPrice);
  // shopping §9: 2–5 days and shipped within 3 business days, weekends excluded (DELIVERY_POLICY)
  const day = (ymd: string) =>
    new Date(`${ymd}T12:00:00+09:00`).toLocaleDateString(locale === 'ko' ? 'ko-KR' : 'en-US', {
      month: 'numeric',
      day: 'numeric',
      weekday: 'short',
      timeZone: 'Asia/Seoul',
    });
  const w = deliveryWindowKst(new Date());
  const arrival = { from: day(w.from), to: day(w.to), shipBy: day(w.shipBy) };
  return (
    <section className="pblock" aria-labelledby="delivery-h">
      <h3 id="delivery-h" className="pblock__title">
        {t('catalog.product.delivery')}
      </h3>
      <dl className="kv">
        <dt>{t('catalog.product.deliveryFee')}</dt>
        <dd data-testid="delivery-fee">{deliveryText}</dd>
        <dt>{t('catalog.product.extraFee')}</dt>
        <dd>{t('catalog.product.extraFeeText', { jeju: won(d.jejuAddingCost), island: won(d.islandAddingCost) })}</dd>
        <dt>{t('catalog.product.deliveryTime')}</dt>
        <dd data-testid="delivery-time">
          {t('catalog.product.deliveryTimeText', { cutoff: SAME_DAY_DISPATCH_CUTOFF_KST })}
        </dd>
        <dt>{t('catalog.product.arrival')}</dt>
        <dd data-testid="arrival">{t('catalog.product.arrivalText', arrival)}</dd>
      </dl>
      <Link className="pblock__link" to={`/Binding/${p.prdtSysId}`}>
        {t('catalog.product.bundleLink')} ›
      </Link>
    </section>
  );
}
