import { useQuery } from '@tanstack/react-query';
import type { OrderStatusFilter, GetUsersOrdersListResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';
import { keys } from '../../../shared/api/query-keys';

export type OrderListResponse = GetUsersOrdersListResponse;

/** GET users/{id}/orders/list?filter&startIndex&rowCount: the member's orders with their lines, newest first. */
export const getOrderList = (userSysId: number, filter: OrderStatusFilter) =>
  api<OrderListResponse>('GET', `users/${userSysId}/orders/list`, { filter, startIndex: 0, rowCount: 50 });

export function useOrderList(userSysId: number | null, filter: OrderStatusFilter) {
  return useQuery({
    queryKey: keys.orders.list(userSysId, filter),
    queryFn: () => getOrderList(userSysId!, filter),
    enabled: userSysId !== null,
  });
}
