import { useNavigate, useSearchParams } from 'react-router';
import { cutName, formatWon } from '../../shared/format';
import { useLocale, useT } from '../../shared/i18n';
import { EmptyState, Page, ProductImage, Spinner } from '../../shared/ui';
import { ApiError } from '../../shared/api/client';
import { useCouponProducts } from './api/get-coupon-products';
import { CouponCard } from './CouponCard';
import './coupons.css';

/** /CouponProductsList?couponPolicySysId=: the coupon and the products it can be used on. */
export function CouponProductsListScreen() {
  const t = useT();
  const [locale] = useLocale();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const raw = Number(params.get('couponPolicySysId'));
  const id = Number.isInteger(raw) && raw > 0 ? raw : null;
  const q = useCouponProducts(id);
  return (
    <Page title={t('screens.CouponProductsList')} className="couponproducts">
      {id === null ? (
        <EmptyState title={t('coupons.products.noCoupon')} />
      ) : q.isLoading ? (
        <Spinner label={t('common.loading')} />
      ) : q.error ? (
        <EmptyState title={q.error instanceof ApiError ? q.error.message : t('coupons.products.failed')} />
      ) : q.data ? (
        <>
          <div className="couponproducts__coupon">
            <CouponCard coupon={q.data.coupon} />
          </div>
          <p className="couponproducts__count">{t('coupons.products.count', { count: q.data.totalCount })}</p>
          {q.data.products.length === 0 ? (
            <EmptyState title={t('coupons.products.empty')} />
          ) : (
            <ul className="couponproducts__grid">
              {q.data.products.map((p) => (
                <li key={p.prdtSysId}>
                  <button type="button" onClick={() => navigate(`/Product/${p.prdtSysId}`)}>
                    <div className="couponproducts__media">
                      <ProductImage src={p.squareImageUrl} alt="" />
                      {p.isSoldout === 1 ? (
                        <span className="couponproducts__soldout">{t('coupons.products.soldOut')}</span>
                      ) : null}
                    </div>
                    <p className="couponproducts__brand">{p.brandName}</p>
                    <p className="couponproducts__name" title={p.name}>
                      {cutName(p.name)}
                    </p>
                    <p className="couponproducts__price">
                      {p.discountRate > 0 ? <em>{p.discountRate}%</em> : null}
                      <strong>{formatWon(p.price, locale)}</strong>
                    </p>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </>
      ) : null}
    </Page>
  );
}
