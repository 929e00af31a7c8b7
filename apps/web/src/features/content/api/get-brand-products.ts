import { useInfiniteQuery } from '@tanstack/react-query';
import type { ProductListResponse, SortOption } from '@lc/contracts';
import { api } from '../../../shared/api/client';
import { useLocale } from '../../../shared/i18n';
import { useSession } from '../../../shared/session';
import { nextStart } from '../../../shared/infinite';
import { keys } from '../../../shared/api/query-keys';

/** GET products/lists?brandSysId&sort&startIndex&rowCount (the brand page) */
export function getBrandProducts(brandSysId: number, sort: SortOption, startIndex: number) {
  return api<ProductListResponse>('GET', 'products/lists', { brandSysId, sort, startIndex, rowCount: 20 });
}

export function useBrandProducts(brandSysId: number, sort: SortOption) {
  const [locale] = useLocale();
  // members' lists carry their picks (isPick): a sign-in or sign-out fetches again
  const { userSysId } = useSession();
  return useInfiniteQuery({
    queryKey: keys.catalog.products.list('brand', brandSysId, sort, locale, userSysId ?? 0),
    queryFn: ({ pageParam }) => getBrandProducts(brandSysId, sort, pageParam),
    initialPageParam: 0,
    getNextPageParam: (_l, pages) => nextStart(pages, (p: ProductListResponse) => p.products),
    enabled: brandSysId > 0,
    retry: false,
  });
}
