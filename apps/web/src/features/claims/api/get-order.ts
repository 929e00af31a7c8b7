import { useQuery } from '@tanstack/react-query';
import type { OrderResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';
import { keys } from '../../../shared/api/query-keys';

/** GET orders/{id}: the order, its lines and its payment (the buyer's own). */
export const getOrder = (orderSysId: number) => api<OrderResponse>('GET', `orders/${orderSysId}`);

export function useOrder(orderSysId: number) {
  return useQuery({ queryKey: keys.claims.order(orderSysId), queryFn: () => getOrder(orderSysId) });
}
