import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCall } from './admin-call';

export const COUPONS_KEY = ['admin', 'coupons'] as const;

/** POST admin/coupons | PATCH admin/coupons/:id (policies) and POST admin/coupons/:id/issue (to members). */
export function useCouponActions() {
  const qc = useQueryClient();
  const onSettled = () => qc.invalidateQueries({ queryKey: COUPONS_KEY });
  return {
    save: useMutation({
      mutationFn: ({ id, body }: { id: number | null; body: unknown }) =>
        id === null ? adminCall('POST', 'coupons', body) : adminCall('PATCH', `coupons/${id}`, body),
      onSettled,
    }),
    issue: useMutation({
      mutationFn: ({ id, userSysIds }: { id: number; userSysIds: number[] }) =>
        adminCall<{ issued?: number }>('POST', `coupons/${id}/issue`, { userSysIds }),
      onSettled,
    }),
  };
}
