import { useQuery } from '@tanstack/react-query';
import type { BrandResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';
import { useLocale } from '../../../shared/i18n';

/** GET brands/{id} */
export function getBrand(id: number) {
  return api<BrandResponse>('GET', `brands/${id}`);
}

export function useBrand(id: number) {
  const [locale] = useLocale();
  return useQuery({ queryKey: ['brand', id, locale], queryFn: () => getBrand(id), enabled: id > 0, retry: false });
}
