import { Link } from 'react-router';
import { DELIVERY_PRICE_TYPES, type ProductDetail } from '@lc/contracts';
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
        <dd>{t('catalog.product.deliveryTimeText')}</dd>
      </dl>
      <Link className="pblock__link" to={`/Binding/${p.prdtSysId}`}>
        {t('catalog.product.bundleLink')} ›
      </Link>
    </section>
  );
}
