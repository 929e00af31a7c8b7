import { useState } from 'react';
import { Link } from 'react-router';
import type { SortOption } from '@lc/contracts';
import { useT } from '../../shared/i18n';
import { EmptyState, Header, HeaderLink } from '../../shared/ui';
import { useCategories } from './api/get-categories';
import { useProductLists } from './api/get-product-lists';
import { SortSelect } from './CategoryScreen';
import { InfiniteProducts } from './components';
import './catalog.css';

/** /Store: every product of the shop, with shortcuts into the category tree. */
export function StoreScreen() {
  const t = useT();
  const [sort, setSort] = useState<SortOption>('newest');
  const tops = useCategories(1);
  const list = useProductLists({ sort });
  return (
    <div className="page store">
      <Header title={t('screens.Store')} back={false} right={<HeaderLink screen="search" />} />
      <main className="page__body">
        <nav className="chips" aria-label={t('catalog.topCategories')}>
          {(tops.data?.categories ?? []).map((c) => (
            <Link key={c.categorySysId} className="chip-btn" to={`/category/${c.categorySysId}/0`}>
              {c.name}
            </Link>
          ))}
        </nav>
        <div className="list-head">
          <span className="list-head__count">{t('common.count', { count: list.data?.pages[0]?.totalCount ?? 0 })}</span>
          <SortSelect value={sort} onChange={setSort} />
        </div>
        <InfiniteProducts
          label={t('screens.Store')}
          empty={<EmptyState title={t('home.noProducts')} />}
          query={{ ...list, products: list.data?.pages.flatMap((p) => p.products) ?? [] }}
        />
      </main>
    </div>
  );
}
