import type { PatchBroadcastsReplayResponse } from '@lc/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';

export type ReplayViewResponse = PatchBroadcastsReplayResponse;

/** PATCH broadcasts/replay/{id}: counts one replay view (live §7). */
export const patchReplay = (schedule: number) => api<ReplayViewResponse>('PATCH', `broadcasts/replay/${schedule}`, {});

export function usePatchReplay() {
  return useMutation({ mutationFn: patchReplay });
}
