import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_KEYS, adminCall } from './admin-call';

/** to-return: an approved exchange whose goods cannot be sent becomes a return (105 → 112, 106 → 113) */
export type ClaimAction = 'approve' | 'deny' | 'receive' | 'refund' | 'to-return';

/**
 * POST admin/claims/:claimId/(approve | deny | receive | refund): deny carries the reason (and the
 * exception reason a change-of-mind return inside the window needs). Invalidates claims, orders, dashboard.
 */
export function useClaimAction() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ claimSysId, action, body }: { claimSysId: number; action: ClaimAction; body?: unknown }) =>
      adminCall('POST', `claims/${claimSysId}/${action}`, body ?? {}),
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: ADMIN_KEYS.claims });
      void qc.invalidateQueries({ queryKey: ADMIN_KEYS.orders });
      void qc.invalidateQueries({ queryKey: ADMIN_KEYS.dashboard });
    },
  });
}
