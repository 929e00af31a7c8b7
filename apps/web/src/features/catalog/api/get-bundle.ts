import { useInfiniteQuery } from '@tanstack/react-query';
import type { ProductCard, ProductListResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';
import { useLocale } from '../../../shared/i18n';
import { useSession } from '../../../shared/session';
import { nextStart } from '../../../shared/infinite';
import { PAGE_ROWS } from './get-product-lists';
import { keys } from '../../../shared/api/query-keys';

type BundleResponse = ProductListResponse & { baseProduct: ProductCard };

/** GET products/{id}/bundleshipping/list */
export function getBundle(id: number, startIndex: number) {
  return api<BundleResponse>('GET', `products/${id}/bundleshipping/list`, { startIndex, rowCount: PAGE_ROWS });
}

export function useBundle(id: number) {
  const [locale] = useLocale();
  // members' lists carry their picks (isPick): a sign-in or sign-out fetches again
  const { userSysId } = useSession();
  return useInfiniteQuery({
    queryKey: keys.catalog.product(id, 'bundle', locale, userSysId ?? 0),
    queryFn: ({ pageParam }) => getBundle(id, pageParam),
    initialPageParam: 0,
    getNextPageParam: (_l, pages) => nextStart(pages, (p: BundleResponse) => p.products),
    retry: false,
  });
}
