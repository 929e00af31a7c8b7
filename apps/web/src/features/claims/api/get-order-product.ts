import { useQuery } from '@tanstack/react-query';
import type { GetOrderProductResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';
import { keys } from '../../../shared/api/query-keys';

export type OrderProductDetail = GetOrderProductResponse;

/** GET orders/{id}/products/{pid}: the line's state, its history, its claims and its delivery. */
export const getOrderProduct = (orderSysId: number, orderPrdtSysId: number) =>
  api<OrderProductDetail>('GET', `orders/${orderSysId}/products/${orderPrdtSysId}`);

export function useOrderProduct(orderSysId: number, orderPrdtSysId: number | null) {
  return useQuery({
    queryKey: keys.claims.line(orderSysId, orderPrdtSysId),
    queryFn: () => getOrderProduct(orderSysId, orderPrdtSysId!),
    enabled: orderPrdtSysId !== null,
  });
}
