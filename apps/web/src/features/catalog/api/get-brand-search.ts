import { useQuery } from '@tanstack/react-query';
import type { BrandSearchResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';
import { useLocale } from '../../../shared/i18n';

/** GET brands/searchlists?keyword */
export function getBrandSearch(keyword: string) {
  return api<BrandSearchResponse>('GET', 'brands/searchlists', { keyword, rowCount: 50 });
}

export function useBrandSearch(keyword: string) {
  const [locale] = useLocale();
  return useQuery({
    queryKey: ['brands', 'search', keyword, locale],
    queryFn: () => getBrandSearch(keyword),
    enabled: keyword !== '',
    retry: false,
  });
}
