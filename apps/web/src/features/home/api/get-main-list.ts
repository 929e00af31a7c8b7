import { useQuery } from '@tanstack/react-query';
import type { ProductListResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';

/** How many products the home lists show. */
export const MAIN_LIST_ROWS = 40;

/** GET products/mainlist?startIndex&rowCount → { products: ProductCard[], totalCount } (shopping §7). */
export function getMainList(): Promise<ProductListResponse> {
  return api<ProductListResponse>('GET', 'products/mainlist', { startIndex: 0, rowCount: MAIN_LIST_ROWS });
}

export const mainListKey = ['products', 'mainlist'] as const;

export function useMainList() {
  return useQuery({ queryKey: mainListKey, queryFn: getMainList });
}
