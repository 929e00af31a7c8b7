import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { BrandBroadcast, SortOption } from '@lc/contracts';
import { CouponOffers } from '../../shared/coupon-offers';
import { useT } from '../../shared/i18n';
import { Button, EmptyState, Header, ProductImage, Spinner } from '../../shared/ui';
import { useBrand } from '../../shared/api/catalog';
import { useBrandBroadcasts } from './api/get-brand-broadcasts';
import { useProductLists } from './api/get-product-lists';
import { SortSelect } from './CategoryScreen';
import { InfiniteProducts } from './components';
import './catalog.css';

/** Airings shown at first; "more" shows this many more each time. */
const BROADCASTS_STEP = 3;

/** Where an airing opens: the live player while on air, else the VOD/live home of the broadcast. */
const broadcastPath = (b: BrandBroadcast) =>
  b.status === 'live'
    ? `/Live/${b.broadcastSysId}/${b.broadcastScheduleSysId}`
    : `/Vod/${b.broadcastSysId}/${b.broadcastScheduleSysId}`;

/**
 * /BrandChannel/{brandSysId} (live §2, the brand link of the player): the brand, its broadcasts (on
 * air, upcoming, replays) and all of its products, sorted and paged by infinite scroll.
 */
export function BrandChannelScreen() {
  const t = useT();
  const raw = useParams().brandSysId;
  const id = raw && /^\d+$/.test(raw) ? Number(raw) : NaN;
  const [shown, setShown] = useState(BROADCASTS_STEP);
  const [sort, setSort] = useState<SortOption>('newest');
  const brand = useBrand(id);
  const casts = useBrandBroadcasts(id, shown);
  const list = useProductLists({ brandSysId: id, sort }, Number.isFinite(id));
  if (Number.isFinite(id) && brand.isPending) return <Spinner label={t('common.loading')} />;
  if (!Number.isFinite(id) || !brand.data) {
    return (
      <div className="page">
        <Header title={t('screens.BrandChannel')} />
        <EmptyState
          title={brand.error?.message ?? t('catalog.brand.notFound')}
          action={<Link to="/">{t('catalog.goHome')}</Link>}
        />
      </div>
    );
  }
  const b = brand.data.brand;
  const items = casts.data?.broadcasts ?? [];
  const total = casts.data?.totalCount ?? 0;
  return (
    <div className="page brand-channel">
      <Header title={b.name} />
      <main className="page__body">
        <section className="bch-hero">
          <ProductImage src={b.imageUrl ?? ''} alt="" className="bch-hero__img" />
          <div className="bch-hero__text">
            <h2 className="bch-hero__name">{b.name}</h2>
            {b.description ? <p className="bch-hero__desc">{b.description}</p> : null}
            <p className="bch-hero__count">{t('catalog.brand.productCount', { count: b.productCount })}</p>
          </div>
        </section>
        <CouponOffers scope={{ brandSysId: b.brandSysId }} />

        <section className="pblock" aria-labelledby="bch-live">
          <h3 id="bch-live" className="pblock__title">
            {t('catalog.brand.broadcasts')}
          </h3>
          {casts.isPending ? (
            <Spinner label={t('common.loading')} />
          ) : items.length === 0 ? (
            <p className="bch-empty">{t('catalog.brand.noBroadcasts')}</p>
          ) : (
            <ul className="bch-casts">
              {items.map((c) => (
                <li key={c.broadcastScheduleSysId}>
                  <Link to={broadcastPath(c)} className="bch-cast" data-testid="brand-broadcast">
                    <ProductImage src={c.thumnailLiveUrl ?? ''} alt="" className="bch-cast__img" />
                    <span className="bch-cast__text">
                      <span className={c.status === 'live' ? 'bch-status is-live' : 'bch-status'}>
                        {t(`catalog.brand.status.${c.status}`)}
                      </span>
                      <strong className="bch-cast__title">{c.title}</strong>
                      <span className="bch-cast__meta">
                        {c.startDate} {c.startTime}–{c.endTime} ·{' '}
                        {t('catalog.brand.castProducts', { count: c.prdtTotalCnt })}
                      </span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
          {total > items.length ? (
            <Button variant="outline" size="sm" block onClick={() => setShown((n) => n + BROADCASTS_STEP)}>
              {t('catalog.brand.moreBroadcasts')}
            </Button>
          ) : null}
        </section>

        <section aria-labelledby="bch-products">
          <div className="list-head">
            <h3 id="bch-products" className="list-head__count">
              {t('catalog.brand.products')} · {t('common.count', { count: list.data?.pages[0]?.totalCount ?? 0 })}
            </h3>
            <SortSelect value={sort} onChange={setSort} />
          </div>
          <InfiniteProducts
            label={b.name}
            empty={<EmptyState title={t('home.noProducts')} />}
            query={{ ...list, products: list.data?.pages.flatMap((p) => p.products) ?? [] }}
          />
        </section>
      </main>
    </div>
  );
}
