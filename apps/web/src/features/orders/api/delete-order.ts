import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteOrdersResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';

/**
 * DELETE orders/{id}: the shopper cancels an order still unpaid (awaiting payment 0 or awaiting the
 * deposit 1); the held stock, coupon and points go back. Other states answer an error code.
 */
export const deleteOrder = (orderSysId: number) => api<DeleteOrdersResponse>('DELETE', `orders/${orderSysId}`);

export function useCancelUnpaid() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteOrder,
    onSettled: () => qc.invalidateQueries({ queryKey: ['orders'] }),
  });
}
