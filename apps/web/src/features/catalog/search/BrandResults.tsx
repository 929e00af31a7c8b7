import { Link } from 'react-router';
import { useT } from '../../../shared/i18n';
import { EmptyState, ProductImage, Spinner } from '../../../shared/ui';
import type { useBrandSearch } from '../api/get-brand-search';

/** The brand tab of /search: a spinner, nothing found, or the brands with their product counts. */
export function BrandResults({ brands, keyword }: { brands: ReturnType<typeof useBrandSearch>; keyword: string }) {
  const t = useT();
  return brands.isPending ? (
    <Spinner label={t('common.loading')} />
  ) : (brands.data?.brands.length ?? 0) === 0 ? (
    <EmptyState title={t('catalog.search.none', { keyword })} />
  ) : (
    <ul className="brand-list">
      {brands.data!.brands.map((b) => (
        <li key={b.brandSysId}>
          <Link className="brand-row" to={`/Planning/brandList/${b.brandSysId}`}>
            <ProductImage src={b.imageUrl ?? ''} alt="" className="brand-row__img" />
            <span className="brand-row__name">{b.name}</span>
            <span className="muted">{t('common.count', { count: b.productCount })}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
