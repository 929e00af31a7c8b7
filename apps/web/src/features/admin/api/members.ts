import type { AdminMemberListResponse, AdminMemberDetailResponse } from '@lc/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_KEYS, adminCall } from './admin-call';

/** a row of GET admin/members (the contract's answer) */
export type AdminMemberRow = AdminMemberListResponse['rows'][number];
/** GET admin/members/:id (the contract's answer) */
export type AdminMemberDetail = AdminMemberDetailResponse;

/** GET admin/members/:id: the member with orders, points, coupons and sanctions. */
export function useAdminMember(userSysId: number) {
  return useQuery({
    queryKey: [...ADMIN_KEYS.members, 'detail', userSysId],
    queryFn: () => adminCall<AdminMemberDetail>('GET', `members/${userSysId}`),
    enabled: userSysId > 0,
  });
}

/**
 * The member mutations: POST members/:id/sanctions, POST members/:id/sanctions/:sid/lift,
 * PATCH members/:id/role, POST points/grants. Each refreshes the member lists and detail.
 */
export function useMemberActions(userSysId: number) {
  const qc = useQueryClient();
  const onSettled = () => {
    void qc.invalidateQueries({ queryKey: ADMIN_KEYS.members });
    void qc.invalidateQueries({ queryKey: ADMIN_KEYS.audit });
  };
  return {
    sanction: useMutation({
      mutationFn: (body: unknown) => adminCall('POST', `members/${userSysId}/sanctions`, body),
      onSettled,
    }),
    lift: useMutation({
      mutationFn: (sanctionSysId: number) =>
        adminCall('POST', `members/${userSysId}/sanctions/${sanctionSysId}/lift`, {}),
      onSettled,
    }),
    role: useMutation({
      mutationFn: (body: unknown) => adminCall('PATCH', `members/${userSysId}/role`, body),
      onSettled,
    }),
    grant: useMutation({
      mutationFn: (body: unknown) => adminCall('POST', 'points/grants', body),
      onSettled,
    }),
  };
}

/** POST admin/reports/:id/resolve (reviewing | actioned | rejected); refreshes the reports queue. */
export function useResolveReport() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ reportSysId, status }: { reportSysId: number; status: string }) =>
      adminCall('POST', `reports/${reportSysId}/resolve`, { status }),
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: ADMIN_KEYS.reports });
      void qc.invalidateQueries({ queryKey: ADMIN_KEYS.dashboard });
    },
  });
}
