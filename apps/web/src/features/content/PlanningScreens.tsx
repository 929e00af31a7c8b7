import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { SORT_OPTIONS, type ProductCard, type SortOption } from '@lc/contracts';
import { notify } from '../../shared/dialog';
import { CouponOffers } from '../../shared/coupon-offers';
import { useT } from '../../shared/i18n';
import { useInfiniteScroll } from '../../shared/infinite';
import { useOpenProduct } from '../../shared/product';
import { EmptyState, Header, ProductGrid, ProductImage, Spinner } from '../../shared/ui';
import { useBrand } from '../../shared/api/catalog';
import { useBrandProducts } from './api/get-brand-products';
import { usePlan } from './api/get-plan';
import './content.css';

/** /Planning/{type}/{brandSysId}: the brand page (type brandList) with its products, sorted and paged. */
export function PlanningScreen() {
  const t = useT();
  const { type, brandSysId } = useParams();
  const id = Number(brandSysId);
  const [sort, setSort] = useState<SortOption>('newest');
  const brand = useBrand(id);
  const list = useBrandProducts(type === 'brandList' ? id : 0, sort);
  const open = useOpenProduct();
  useInfiniteScroll({
    hasMore: list.hasNextPage,
    busy: list.isFetchingNextPage || list.isPending,
    onMore: () => void list.fetchNextPage(),
  });
  if (type !== 'brandList')
    return <EmptyState title={t('content.unknownPlanning')} action={<Link to="/">{t('content.goHome')}</Link>} />;
  if (brand.isPending) return <Spinner label={t('common.loading')} />;
  if (!brand.data) {
    return (
      <div className="page">
        <Header title={t('screens.Planning')} />
        <EmptyState title={brand.error?.message ?? t('content.notFound')} />
      </div>
    );
  }
  const b = brand.data.brand;
  const products = list.data?.pages.flatMap((p) => p.products) ?? [];
  return (
    <div className="page planning">
      <Header title={b.name} />
      <main className="page__body">
        <section className="brand-hero">
          <ProductImage src={b.imageUrl ?? ''} alt="" className="brand-hero__img" />
          <div>
            <h2 className="brand-hero__name">{b.name}</h2>
            {b.description ? <p className="brand-hero__desc">{b.description}</p> : null}
          </div>
        </section>
        <CouponOffers scope={{ brandSysId: b.brandSysId }} />
        <div className="list-row">
          <span>{t('common.count', { count: list.data?.pages[0]?.totalCount ?? 0 })}</span>
          <select value={sort} onChange={(e) => setSort(e.target.value as SortOption)} aria-label={t('content.sort')}>
            {SORT_OPTIONS.map((s) => (
              <option key={s} value={s}>
                {t(`content.sortOptions.${s}`)}
              </option>
            ))}
          </select>
        </div>
        {list.isPending ? (
          <Spinner label={t('common.loading')} />
        ) : products.length === 0 ? (
          <EmptyState title={t('home.noProducts')} />
        ) : (
          <ProductGrid products={products} label={b.name} onSelect={open} />
        )}
      </main>
    </div>
  );
}

/** /PlanningEvent/{planSysId}(/{flag}): an exhibition or event with its products. */
export function PlanningEventScreen() {
  const t = useT();
  const navigate = useNavigate();
  const id = Number(useParams().planSysId);
  const q = usePlan(id);
  const openPlanProduct = (p: ProductCard & { planPrdtSysId?: number }) => {
    if (p.isDisplay === 0) return notify(t('product.cannotBuy'));
    void navigate(p.planPrdtSysId ? `/Product/${p.prdtSysId}/${p.planPrdtSysId}` : `/Product/${p.prdtSysId}`);
  };
  if (q.isPending) return <Spinner label={t('common.loading')} />;
  if (!q.data) {
    return (
      <div className="page">
        <Header title={t('screens.PlanningEvent')} />
        <EmptyState
          title={q.error?.message ?? t('content.notFound')}
          action={<Link to="/">{t('content.goHome')}</Link>}
        />
      </div>
    );
  }
  const { plan, products } = q.data;
  const ended = new Date(plan.endDate).getTime() < (q.dataUpdatedAt || 0);
  return (
    <div className="page plan-event">
      <Header title={plan.title} />
      <main className="page__body">
        <ProductImage src={plan.bannerImageUrl} alt="" className="plan-hero" />
        <section className="plan-info">
          <span className="plan-info__type">{t(`content.planType.${plan.planType}`)}</span>
          <h2 className="plan-info__title">{plan.title}</h2>
          <p className="plan-info__brief">{plan.briefComment}</p>
          <p className="plan-info__date">
            {plan.startDate.slice(0, 10)} ~ {plan.endDate.slice(0, 10)}
            {ended ? ` · ${t('content.ended')}` : ''}
          </p>
          {plan.content ? <p className="plan-info__content">{plan.content}</p> : null}
        </section>
        {ended ? null : <CouponOffers scope={{ planSysId: plan.planSysId }} />}
        {products.length === 0 ? (
          <EmptyState title={t('home.noProducts')} />
        ) : (
          <ProductGrid products={products} label={plan.title} onSelect={(p) => openPlanProduct(p)} />
        )}
      </main>
    </div>
  );
}
