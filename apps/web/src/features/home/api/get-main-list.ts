import { useQuery } from '@tanstack/react-query';
import type { ProductListResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';

/** GET products/mainlist → { products: ProductCard[], totalCount } (shopping §7). */
export function getMainList(): Promise<ProductListResponse> {
  return api<ProductListResponse>('GET', 'products/mainlist');
}

export const mainListKey = ['products', 'mainlist'] as const;

export function useMainList() {
  return useQuery({ queryKey: mainListKey, queryFn: getMainList });
}
