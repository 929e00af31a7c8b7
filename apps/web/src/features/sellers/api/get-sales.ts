import { useQuery } from '@tanstack/react-query';
import type { GetBroadcastsScheduletypeSalesResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';
import { sellerCall } from '../sally-store';

/** GET broadcasts/scheduletype/{id}/sales: the show's sales (the live updates come over the socket). */
export function getSales(scheduleId: number) {
  return sellerCall(() =>
    api<GetBroadcastsScheduletypeSalesResponse>('GET', `broadcasts/scheduletype/${scheduleId}/sales`),
  );
}
export function useSales(scheduleId: number) {
  return useQuery({
    queryKey: ['sellers', 'sales', scheduleId],
    queryFn: () => getSales(scheduleId),
    enabled: scheduleId > 0,
    retry: false,
  });
}
