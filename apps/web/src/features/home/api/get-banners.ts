import { useQuery } from '@tanstack/react-query';
import type { BannersResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';
import { useLocale } from '../../../shared/i18n';

/** GET operations/bannerplans/main/lists → banners and the join coupon */
export function getBanners() {
  return api<BannersResponse>('GET', 'operations/bannerplans/main/lists');
}

export const bannersQuery = (locale: string) => ({ queryKey: ['banners', 'main', locale], queryFn: getBanners });

export function useBanners() {
  const [locale] = useLocale();
  return useQuery(bannersQuery(locale));
}
