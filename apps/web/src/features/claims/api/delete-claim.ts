import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteOrdersProductsProposalingResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';
import { keys } from '../../../shared/api/query-keys';

/** DELETE orders/{id}/products/{pid}/proposaling/{claimId}: the shopper withdraws a pending request */
export const deleteClaim = (orderSysId: number, orderPrdtSysId: number, claimSysId: number) =>
  api<DeleteOrdersProductsProposalingResponse>(
    'DELETE',
    `orders/${orderSysId}/products/${orderPrdtSysId}/proposaling/${claimSysId}`,
  );

export function useWithdrawClaim() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (c: { orderSysId: number; orderPrdtSysId: number; claimSysId: number }) =>
      deleteClaim(c.orderSysId, c.orderPrdtSysId, c.claimSysId),
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: keys.claims.all });
      void qc.invalidateQueries({ queryKey: keys.orders.all });
    },
  });
}
