import { useQuery } from '@tanstack/react-query';
import type { BrandResponse, ProductResponse } from '@lc/contracts';
import { useLocale } from '../i18n';
import { useSession } from '../session';
import { api } from './client';
import { keys } from './query-keys';

/** Where a product is seen from: a broadcast, one of its products, or a plan (prices differ). */
export interface ProductContext {
  broadcastScheduleSysId?: number;
  broadcastProductSysId?: number;
  planPrdtSysId?: number;
}

/** GET products/{id}?broadcastScheduleSysId|broadcastProductSysId&planPrdtSysId (product page, questions). */
export const getProduct = (id: number, q: ProductContext = {}) => api<ProductResponse>('GET', `products/${id}`, q);

/** The product query (members see their own prices and picks: the member is in the key). */
export const productQuery = (id: number, q: ProductContext, locale: string, userSysId: number | null | undefined) => ({
  queryKey: keys.catalog.product(id, q, locale, userSysId ?? 0),
  queryFn: () => getProduct(id, q),
  retry: false,
});

export function useProduct(id: number, q: ProductContext = {}) {
  const [locale] = useLocale();
  const { userSysId } = useSession();
  return useQuery({ ...productQuery(id, q, locale, userSysId), enabled: Number.isInteger(id) && id > 0 });
}

/** GET brands/{id} (brand channel, plan pages). */
export const getBrand = (id: number) => api<BrandResponse>('GET', `brands/${id}`);

export function useBrand(id: number) {
  const [locale] = useLocale();
  return useQuery({
    queryKey: keys.catalog.brand(id, locale),
    queryFn: () => getBrand(id),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });
}
