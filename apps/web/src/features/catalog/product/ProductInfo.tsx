import { Link } from 'react-router';
import { RC, resultMessage, type ProductDetail } from '@lc/contracts';
import { useLocale, useT } from '../../../shared/i18n';
import { formatWon } from '../../../shared/format';
import { useSession } from '../../../shared/session';
import { ProductTotalPrice } from '../ProductCompliance';

/** Brand, name, plan, prices and the live price with its window. */
export function ProductInfo({ p }: { p: ProductDetail }) {
  const t = useT();
  const [locale] = useLocale();
  const won = (n: number) => formatWon(n, locale);
  const { isLogin } = useSession();
  const notForSale = p.isDisplay === 0;
  return (
    <section className="pinfo">
      <Link className="pinfo__brand" to={`/Planning/brandList/${p.brandSysId}`}>
        {p.brandName} ›
      </Link>
      <h2 className="pinfo__name">{p.name}</h2>
      {p.planTitle ? <p className="chip">{p.planTitle}</p> : null}
      {notForSale ? (
        <p className="pinfo__warn" role="note">
          {t('catalog.product.notForSale')}
        </p>
      ) : null}
      {p.liveOnlyClosed === 1 ? (
        <p className="pinfo__warn" role="note" data-testid="live-only">
          {resultMessage(RC.PRODUCT_LIVE_ONLY, locale)}
        </p>
      ) : null}
      <div className="pinfo__price" data-testid="price">
        {p.discountRate > 0 ? <span className="pinfo__rate">{p.discountRate}%</span> : null}
        <strong className={p.livePriceApplied ? 'is-struck' : ''}>{won(p.price)}</strong>
        {p.marketPrice > p.price ? <del className="pinfo__market">{won(p.marketPrice)}</del> : null}
      </div>
      <ProductTotalPrice p={p} />
      {p.isLivePrice === 1 && p.livePrice !== null ? (
        <div className={p.livePriceApplied ? 'live-price is-on' : 'live-price'} data-testid="live-price">
          <span className="badge badge--live">{t('product.livePrice')}</span>
          <strong>{won(p.livePrice)}</strong>
          {p.liveDiscountRate ? <span className="pinfo__rate">{p.liveDiscountRate}%</span> : null}
          <p className="live-price__note">
            {p.livePriceApplied
              ? t('catalog.product.liveApplied', {
                  end: new Date(p.livePriceEndDate!).toLocaleString(locale === 'ko' ? 'ko-KR' : 'en-GB'),
                })
              : isLogin
                ? t('catalog.product.liveFromBroadcast')
                : t('catalog.product.liveLogin')}
          </p>
        </div>
      ) : null}
    </section>
  );
}
