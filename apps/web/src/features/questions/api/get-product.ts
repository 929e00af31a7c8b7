import { useQuery } from '@tanstack/react-query';
import type { ProductResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';
import { useLocale } from '../../../shared/i18n';

/** GET products/{id}: the product a question is about (its name, brand and image on /ProductQa). */
export const getProduct = (prdtSysId: number) => api<ProductResponse>('GET', `products/${prdtSysId}`);

export function useQaProduct(prdtSysId: number) {
  const [locale] = useLocale();
  return useQuery({
    queryKey: ['questions', 'product-of', prdtSysId, locale],
    queryFn: () => getProduct(prdtSysId),
    enabled: Number.isFinite(prdtSysId),
    retry: false,
  });
}
