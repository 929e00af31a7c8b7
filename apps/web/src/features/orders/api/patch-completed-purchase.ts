import type { PatchUsersOrdersCompletedPurcharseResponse } from '@lc/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { keys } from '../../../shared/api/query-keys';

/** PATCH users/{id}/orders/{pid}/completedPurcharse: purchase confirmation (2006 unless dispatched or delivered). */
export const patchCompletedPurchase = (userSysId: number, orderPrdtSysId: number) =>
  api<PatchUsersOrdersCompletedPurcharseResponse>(
    'PATCH',
    `users/${userSysId}/orders/${orderPrdtSysId}/completedPurcharse`,
  );

export function useConfirmPurchase(userSysId: number | null) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (orderPrdtSysId: number) => patchCompletedPurchase(userSysId!, orderPrdtSysId),
    onSettled: () => qc.invalidateQueries({ queryKey: keys.orders.list() }),
  });
}
