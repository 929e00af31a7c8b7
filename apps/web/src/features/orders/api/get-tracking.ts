import { useQuery } from '@tanstack/react-query';
import type { OrderResponse, GetOrderProductResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';
import { keys } from '../../../shared/api/query-keys';

export interface Tracking {
  order: OrderResponse;
  line: GetOrderProductResponse;
}

/** The order (for the item) and GET orders/{id}/products/{pid} (state, moves, carrier and invoice) of one line. */
async function getTracking(orderSysId: number, orderPrdtSysId: number): Promise<Tracking> {
  const [order, line] = await Promise.all([
    api<OrderResponse>('GET', `orders/${orderSysId}`),
    api<Tracking['line']>('GET', `orders/${orderSysId}/products/${orderPrdtSysId}`),
  ]);
  return { order, line };
}

export function useTracking(orderSysId: number, orderPrdtSysId: number) {
  return useQuery({
    queryKey: keys.orders.tracking(orderSysId, orderPrdtSysId),
    queryFn: () => getTracking(orderSysId, orderPrdtSysId),
    enabled: orderSysId > 0 && orderPrdtSysId > 0,
  });
}
