import { useQuery } from '@tanstack/react-query';
import type { BrandBroadcastsResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';
import { keys } from '../../../shared/api/query-keys';
import { useLocale } from '../../../shared/i18n';

/** GET brands/{id}/broadcasts?startIndex&rowCount: the brand channel's airings. */
export function getBrandBroadcasts(id: number, rowCount: number) {
  return api<BrandBroadcastsResponse>('GET', `brands/${id}/broadcasts`, { startIndex: 0, rowCount });
}

export function useBrandBroadcasts(id: number, rowCount: number) {
  const [locale] = useLocale();
  return useQuery({
    queryKey: keys.catalog.brand(id, 'broadcasts', rowCount, locale),
    queryFn: () => getBrandBroadcasts(id, rowCount),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });
}
