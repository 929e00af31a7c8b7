import { useQuery } from '@tanstack/react-query';
import type { SanctionListResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';
import { keys } from '../../../shared/api/query-keys';

/** GET users/{id}/sanctions/list?startIndex&rowCount (SanctionLog). */
export function getSanctions(userSysId: number): Promise<SanctionListResponse> {
  return api<SanctionListResponse>('GET', `users/${userSysId}/sanctions/list`, { startIndex: 0, rowCount: 50 });
}
export function useSanctions(userSysId: number | null) {
  return useQuery({
    queryKey: keys.users.sub(userSysId, 'sanctions'),
    queryFn: () => getSanctions(userSysId!),
    enabled: !!userSysId,
  });
}
