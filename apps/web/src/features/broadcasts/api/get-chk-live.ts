import { useQuery } from '@tanstack/react-query';
import type { GetBroadcastsChkliveResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';
import { keys } from '../../../shared/api/query-keys';

export type ChkLiveResponse = GetBroadcastsChkliveResponse;

/** GET broadcasts/{id}/chklive?broadcastScheduleSysId → liveFlag and status (live §7). */
export const getChkLive = (bc: number, schedule: number) =>
  api<ChkLiveResponse>('GET', `broadcasts/${bc}/chklive`, { broadcastScheduleSysId: schedule });

export function useChkLive(bc: number, schedule: number) {
  return useQuery({
    queryKey: keys.broadcasts.sub('chklive', bc, schedule),
    queryFn: () => getChkLive(bc, schedule),
    retry: false,
  });
}
