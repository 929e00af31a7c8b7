import { useQuery } from '@tanstack/react-query';
import type { ConsentsResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';
import { keys } from '../../../shared/api/query-keys';

/** GET users/{id}/consents: advertising consents per channel and the night consent, with their times */
export function getConsents(userSysId: number): Promise<ConsentsResponse> {
  return api<ConsentsResponse>('GET', `users/${userSysId}/consents`);
}
export const consentsKey = (id: number) => keys.users.sub(id, 'consents');
export function useConsents(userSysId: number | null) {
  return useQuery({
    queryKey: consentsKey(userSysId ?? 0),
    queryFn: () => getConsents(userSysId!),
    enabled: !!userSysId,
  });
}
