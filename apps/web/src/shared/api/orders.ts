import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderView } from '@lc/contracts';
import { api } from './client';
import { keys } from './query-keys';

/**
 * DELETE orders/{id}: the buyer cancels an order not paid yet (awaiting payment 0 or the deposit 1)
 * outright, no request needed; the held stock, coupon and points go back. Other states answer an error
 * code. `headers` carries a guest's order token.
 */
export const deleteUnpaidOrder = (orderSysId: number, headers?: Record<string, string>) =>
  api<{ order: OrderView }>('DELETE', `orders/${orderSysId}`, undefined, { headers });

/** The cancel as a mutation: the order lists and that order's claim view are refetched after it. */
export function useCancelUnpaidOrder() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (orderSysId: number) => deleteUnpaidOrder(orderSysId),
    onSettled: (_d, _e, orderSysId) =>
      Promise.all([
        qc.invalidateQueries({ queryKey: keys.claims.order(orderSysId) }),
        qc.invalidateQueries({ queryKey: keys.orders.all }),
      ]),
  });
}
