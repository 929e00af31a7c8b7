import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminDispatchRequest } from '@lc/contracts';
import { ADMIN_KEYS, adminCall } from './admin-call';

interface Moved {
  moved: { orderPrdtSysId: number; from: number; to: number }[];
}

/**
 * POST admin/orders/prepare | delivered (line ids) and admin/orders/dispatch (carrier + invoice per
 * line): all lines move or none. Each invalidates the order lists, the detail, the dashboard and the
 * claims list (an exchange claim's re-dispatch moves its line).
 */
export function useOrderMoves() {
  const qc = useQueryClient();
  const onSettled = () => {
    void qc.invalidateQueries({ queryKey: ADMIN_KEYS.orders });
    void qc.invalidateQueries({ queryKey: ADMIN_KEYS.dashboard });
    void qc.invalidateQueries({ queryKey: ADMIN_KEYS.claims });
  };
  const prepare = useMutation({
    mutationFn: (orderPrdtSysIds: number[]) => adminCall<Moved>('POST', 'orders/prepare', { orderPrdtSysIds }),
    onSettled,
  });
  const delivered = useMutation({
    mutationFn: (orderPrdtSysIds: number[]) => adminCall<Moved>('POST', 'orders/delivered', { orderPrdtSysIds }),
    onSettled,
  });
  const dispatch = useMutation({
    mutationFn: (body: AdminDispatchRequest) => adminCall<Moved>('POST', 'orders/dispatch', body),
    onSettled,
  });
  return { prepare, delivered, dispatch };
}

/** POST admin/orders/{id}/lines/{pid}/cancel: the operator cancels a paid line before dispatch and refunds it. */
export function useOperatorCancel() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { orderSysId: number; orderPrdtSysId: number; reason: string }) =>
      adminCall('POST', `orders/${v.orderSysId}/lines/${v.orderPrdtSysId}/cancel`, { reason: v.reason }),
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: ADMIN_KEYS.orders });
      void qc.invalidateQueries({ queryKey: ADMIN_KEYS.dashboard });
      void qc.invalidateQueries({ queryKey: ADMIN_KEYS.claims });
    },
  });
}
