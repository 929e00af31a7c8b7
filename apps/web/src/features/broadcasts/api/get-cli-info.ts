import { useQuery } from '@tanstack/react-query';
import type { CliInfoResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';
import { keys } from '../../../shared/api/query-keys';

/** GET broadcasts/{id}/cliinfo?broadcastScheduleSysId → replay info; 5002 when there is no video (live §7). */
export const getCliInfo = (bc: number, schedule: number) =>
  api<CliInfoResponse>('GET', `broadcasts/${bc}/cliinfo`, { broadcastScheduleSysId: schedule });

export function useCliInfo(bc: number, schedule: number, enabled = true) {
  return useQuery({
    queryKey: keys.broadcasts.sub('cliinfo', bc, schedule),
    queryFn: () => getCliInfo(bc, schedule),
    enabled,
    retry: false,
  });
}
