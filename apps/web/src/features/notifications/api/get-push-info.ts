import { useQuery } from '@tanstack/react-query';
import type { PushSettingsResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';
import { keys } from '../../../shared/api/query-keys';

/** GET users/{id}/push/info */
export function getPushInfo(userSysId: number): Promise<PushSettingsResponse> {
  return api<PushSettingsResponse>('GET', `users/${userSysId}/push/info`);
}
export const pushKey = (id: number) => keys.users.sub(id, 'push');
export function usePushInfo(userSysId: number | null) {
  return useQuery({ queryKey: pushKey(userSysId ?? 0), queryFn: () => getPushInfo(userSysId!), enabled: !!userSysId });
}
