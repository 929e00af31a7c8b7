import { useQuery } from '@tanstack/react-query';
import type { GetBroadcastsProductsResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';
import { useLocale } from '../../../shared/i18n';
import { sellerCall } from '../sally-store';

/** GET broadcasts/{id}/products: every product of the broadcast. */
export function getBroadcastProducts(broadcastSysId: number) {
  return sellerCall(() => api<GetBroadcastsProductsResponse>('GET', `broadcasts/${broadcastSysId}/products`));
}
export function useBroadcastProducts(broadcastSysId: number) {
  const [lang] = useLocale();
  return useQuery({
    queryKey: ['sellers', 'products', broadcastSysId, lang],
    queryFn: () => getBroadcastProducts(broadcastSysId),
    enabled: broadcastSysId > 0,
  });
}
