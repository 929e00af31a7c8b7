import { useQuery } from '@tanstack/react-query';
import type { GetProductsDetailResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';
import { useLocale } from '../../../shared/i18n';
import { keys } from '../../../shared/api/query-keys';

/** GET products/{id}/detail */
export function getProductDetail(id: number) {
  return api<GetProductsDetailResponse>('GET', `products/${id}/detail`);
}

export function useProductDetail(id: number) {
  const [locale] = useLocale();
  return useQuery({
    queryKey: keys.catalog.product(id, 'detail', locale),
    queryFn: () => getProductDetail(id),
    retry: false,
  });
}
