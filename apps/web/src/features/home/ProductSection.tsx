import type { ProductCard } from '@lc/contracts';
import { useT } from '../../shared/i18n';
import { useOpenProduct } from '../../shared/product';
import { Button, EmptyState, ProductGrid, Spinner } from '../../shared/ui';
import { useMainList } from './api/get-main-list';

/** The main product list with loading, error and empty states; `select` shapes it for a tab. */
export function MainListSection({
  title,
  ranked,
  select = (p) => p,
  emptyTitle,
}: {
  title: string;
  ranked?: boolean;
  select?: (products: ProductCard[]) => ProductCard[];
  emptyTitle?: string;
}) {
  const t = useT();
  const open = useOpenProduct();
  const query = useMainList();

  if (query.isPending) return <Spinner label={t('common.loading')} />;
  if (query.isError) {
    return (
      <EmptyState
        title={t('common.loadFailed')}
        description={query.error.message}
        action={
          <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  }
  const products = select(query.data.products);
  return (
    <section className="section" aria-labelledby={`sec-${title}`}>
      <div className="section__head">
        <h2 className="section__title" id={`sec-${title}`}>
          {title}
        </h2>
        <span className="section__count">{t('common.count', { count: products.length })}</span>
      </div>
      {products.length === 0 ? (
        <EmptyState title={emptyTitle ?? t('home.noProducts')} headingLevel={3} />
      ) : (
        <ProductGrid products={products} label={title} ranked={ranked} onSelect={open} />
      )}
    </section>
  );
}
