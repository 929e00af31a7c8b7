import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { SORT_OPTIONS, type SortOption } from '@lc/contracts';
import { useT } from '../../shared/i18n';
import { EmptyState, Header, HeaderLink, Spinner } from '../../shared/ui';
import { useCategories } from './api/get-categories';
import { useProductLists } from './api/get-product-lists';
import { InfiniteProducts } from './components';
import './catalog.css';

export function SortSelect({ value, onChange }: { value: SortOption; onChange: (s: SortOption) => void }) {
  const t = useT();
  return (
    <label className="sort">
      <span className="sr-only">{t('catalog.sort.label')}</span>
      <select
        value={value}
        onChange={(e) => onChange(e.target.value as SortOption)}
        aria-label={t('catalog.sort.label')}
      >
        {SORT_OPTIONS.map((s) => (
          <option key={s} value={s}>
            {t(`catalog.sort.${s}`)}
          </option>
        ))}
      </select>
    </label>
  );
}

/** /category/{category}/{subCategory}: the two-level tree (0 = the first / all), products sorted and paged. */
export function CategoryScreen() {
  const t = useT();
  const navigate = useNavigate();
  const params = useParams();
  const [sort, setSort] = useState<SortOption>('newest');
  const tops = useCategories(1);
  const topList = tops.data?.categories ?? [];
  const wanted = Number(params.category);
  const top = topList.find((c) => c.categorySysId === wanted) ?? topList[0];
  const subs = useCategories(2, top?.categorySysId, !!top);
  const subId = Number(params.subCategory);
  const sub = subs.data?.categories.find((c) => c.categorySysId === subId);
  const list = useProductLists({ categorySysId: sub?.categorySysId ?? top?.categorySysId ?? 0, sort }, !!top);
  const go = (c: number, s: number) => navigate(`/category/${c}/${s}`, { replace: true });

  return (
    <div className="page category">
      <Header title={t('screens.Category')} right={<HeaderLink screen="search" />} />
      {tops.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : topList.length === 0 ? (
        <EmptyState title={t('catalog.noCategories')} />
      ) : (
        <main className="page__body">
          <nav className="cat-tabs" aria-label={t('catalog.topCategories')}>
            {topList.map((c) => (
              <button
                key={c.categorySysId}
                type="button"
                className={c.categorySysId === top?.categorySysId ? 'cat-tab is-active' : 'cat-tab'}
                aria-current={c.categorySysId === top?.categorySysId ? 'true' : undefined}
                onClick={() => go(c.categorySysId, 0)}
              >
                {c.name}
              </button>
            ))}
          </nav>
          <nav className="chips" aria-label={t('catalog.subCategories')}>
            <button
              type="button"
              className={!sub ? 'chip-btn is-active' : 'chip-btn'}
              onClick={() => go(top!.categorySysId, 0)}
            >
              {t('catalog.all')} {top ? `(${top.productCount})` : ''}
            </button>
            {(subs.data?.categories ?? []).map((c) => (
              <button
                key={c.categorySysId}
                type="button"
                className={c.categorySysId === sub?.categorySysId ? 'chip-btn is-active' : 'chip-btn'}
                onClick={() => go(top!.categorySysId, c.categorySysId)}
              >
                {c.name} ({c.productCount})
              </button>
            ))}
          </nav>
          <div className="list-head">
            <span className="list-head__count">
              {t('common.count', { count: list.data?.pages[0]?.totalCount ?? 0 })}
            </span>
            <SortSelect value={sort} onChange={setSort} />
          </div>
          <InfiniteProducts
            label={sub?.name ?? top?.name ?? ''}
            empty={<EmptyState title={t('home.noProducts')} />}
            query={{ ...list, products: list.data?.pages.flatMap((p) => p.products) ?? [] }}
          />
        </main>
      )}
    </div>
  );
}
