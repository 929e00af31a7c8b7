import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteOrdersResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';

/**
 * DELETE orders/{id}: the buyer cancels an order that is not paid yet (awaiting payment 0 or the
 * deposit 1) outright, no request needed; the held stock, coupon and points go back.
 */
export const deleteUnpaidOrder = (orderSysId: number) => api<DeleteOrdersResponse>('DELETE', `orders/${orderSysId}`);

export function useCancelUnpaidOrder() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteUnpaidOrder,
    onSettled: (_d, _e, orderSysId) =>
      Promise.all([
        qc.invalidateQueries({ queryKey: ['claims', 'order', orderSysId] }),
        qc.invalidateQueries({ queryKey: ['orders'] }),
      ]),
  });
}
