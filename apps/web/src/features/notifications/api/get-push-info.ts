import { useQuery } from '@tanstack/react-query';
import type { PushSettingsResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';

/** GET users/{id}/push/info */
export function getPushInfo(userSysId: number): Promise<PushSettingsResponse> {
  return api<PushSettingsResponse>('GET', `users/${userSysId}/push/info`);
}
export const pushKey = (id: number) => ['users', id, 'push'] as const;
export function usePushInfo(userSysId: number | null) {
  return useQuery({ queryKey: pushKey(userSysId ?? 0), queryFn: () => getPushInfo(userSysId!), enabled: !!userSysId });
}
