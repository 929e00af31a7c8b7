import type { StreamKeyResponse, AdminScheduleListResponse, AdminStreamKeyResponse } from '@lc/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_KEYS, adminCall } from './admin-call';

/** a row of GET admin/broadcasts (the contract's answer) */
export type AdminSchedule = AdminScheduleListResponse['rows'][number];

/** GET admin/broadcasts?from&to: the calendar window's airings (KST dates). */
export function useSchedules(from: string, to: string) {
  return useQuery({
    queryKey: [...ADMIN_KEYS.broadcasts, from, to],
    queryFn: () =>
      adminCall<{ rows: AdminSchedule[]; totalCount: number }>('GET', 'broadcasts', { from, to, rowCount: 500 }),
  });
}

function useInvalidate() {
  const qc = useQueryClient();
  return () => {
    void qc.invalidateQueries({ queryKey: ADMIN_KEYS.broadcasts });
    void qc.invalidateQueries({ queryKey: ADMIN_KEYS.dashboard });
  };
}

/** POST admin/broadcasts (a show with its airings, sellover and products) or PATCH admin/broadcasts/:id. */
export function useSaveBroadcast() {
  const onSettled = useInvalidate();
  return useMutation({
    mutationFn: ({ broadcastSysId, body }: { broadcastSysId: number | null; body: unknown }) =>
      broadcastSysId === null
        ? adminCall<{ broadcastSysId: number; scheduleSysIds: number[] }>('POST', 'broadcasts', body)
        : adminCall('PATCH', `broadcasts/${broadcastSysId}`, body),
    onSettled,
  });
}

/** POST admin/broadcasts/:id/block (with a reason) | unblock. */
export function useBlockBroadcast() {
  const onSettled = useInvalidate();
  return useMutation({
    mutationFn: ({ broadcastSysId, block, reason }: { broadcastSysId: number; block: boolean; reason?: string }) =>
      adminCall('POST', `broadcasts/${broadcastSysId}/${block ? 'block' : 'unblock'}`, block ? { reason } : {}),
    onSettled,
  });
}

/** a key of GET admin/broadcasts/:id/stream-keys (the contract's answer) */
export type StreamKeyStatus = AdminStreamKeyResponse['keys'][number];

/**
 * GET admin/broadcasts/:id/stream-keys (the keys issued for the show's airings, status only; the
 * secret stays with the sellover) or POST …/stream-keys/revoke (a leaked key stops working).
 */
export const streamKeys = (broadcastSysId: number, revoke: boolean) =>
  adminCall<{ keys: StreamKeyStatus[] }>(
    revoke ? 'POST' : 'GET',
    `broadcasts/${broadcastSysId}/stream-keys${revoke ? '/revoke' : ''}`,
    revoke ? {} : undefined,
  );

/**
 * POST admin/broadcasts/:id/stream-keys: a key for one airing, issued by the back-office for the
 * host's encoder (the ingest URL and the key are answered once; the list shows its status after).
 */
export const issueStreamKey = (broadcastSysId: number, broadcastScheduleSysId: number) =>
  adminCall<StreamKeyResponse>('POST', `broadcasts/${broadcastSysId}/stream-keys`, {
    broadcastScheduleSysId,
    isAgree: true,
  });
