import type { HomeTab, ProductCard } from '@lc/contracts';
import { useT } from '../../shared/i18n';
import { useInfiniteScroll } from '../../shared/infinite';
import { useOpenProduct } from '../../shared/product';
import { Button, EmptyState, ProductGrid, Spinner } from '../../shared/ui';
import { useMainList, useMainListPages } from './api/get-main-list';
import { HomeSection } from './HomeSection';

function Failed({ message, retry }: { message: string; retry: () => void }) {
  const t = useT();
  return (
    <EmptyState
      title={t('common.loadFailed')}
      description={message}
      action={
        <Button variant="outline" size="sm" onClick={retry}>
          {t('common.retry')}
        </Button>
      }
    />
  );
}

/** One page of the newest products (the demo home). */
export function MainListSection({ title, emptyTitle }: { title: string; emptyTitle?: string }) {
  const t = useT();
  const open = useOpenProduct();
  const query = useMainList();
  if (query.isPending) return <Spinner label={t('common.loading')} />;
  if (query.isError) return <Failed message={query.error.message} retry={() => void query.refetch()} />;
  const products = query.data.products;
  return (
    <HomeSection title={title} count={query.data.totalCount}>
      {products.length === 0 ? (
        <EmptyState title={emptyTitle ?? t('home.noProducts')} headingLevel={3} />
      ) : (
        <ProductGrid products={products} label={title} onSelect={open} />
      )}
    </HomeSection>
  );
}

/** A home tab's products from products/mainlist?tab=…, with infinite scroll. */
export function TabListSection({
  tab,
  title,
  ranked,
  emptyTitle,
  infinite = true,
}: {
  tab: HomeTab;
  title: string;
  ranked?: boolean;
  emptyTitle?: string;
  infinite?: boolean;
}) {
  const t = useT();
  const open = useOpenProduct();
  const query = useMainListPages(tab);
  useInfiniteScroll({
    hasMore: infinite && query.hasNextPage,
    busy: query.isFetchingNextPage || query.isPending,
    onMore: () => void query.fetchNextPage(),
  });
  if (query.isPending) return <Spinner label={t('common.loading')} />;
  if (query.isError) return <Failed message={query.error.message} retry={() => void query.refetch()} />;
  const products: ProductCard[] = query.data.pages.flatMap((p) => p.products);
  return (
    <HomeSection title={title} count={query.data.pages[0]?.totalCount ?? 0}>
      {products.length === 0 ? (
        <EmptyState title={emptyTitle ?? t('home.noProducts')} headingLevel={3} />
      ) : (
        <ProductGrid products={products} label={title} ranked={ranked} onSelect={open} />
      )}
      {query.isFetchingNextPage ? <Spinner label={t('common.loading')} /> : null}
    </HomeSection>
  );
}
