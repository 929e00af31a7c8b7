import { useQuery } from '@tanstack/react-query';
import type { AdminOrderDetailResponse } from '@lc/contracts';
import { ADMIN_KEYS, adminCall } from './admin-call';

/** GET admin/orders/:id: the order, its lines with their state history, its payments. */
export function useAdminOrder(orderSysId: number) {
  return useQuery({
    queryKey: [...ADMIN_KEYS.orders, 'detail', orderSysId],
    queryFn: () => adminCall<AdminOrderDetailResponse>('GET', `orders/${orderSysId}`),
    enabled: orderSysId > 0,
  });
}
