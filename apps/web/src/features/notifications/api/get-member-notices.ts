import { useQuery } from '@tanstack/react-query';
import type { MemberNoticesResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';
import { keys } from '../../../shared/api/query-keys';

/** GET users/{id}/notices: service notices to the member (the 2-year advertising-consent reminder), shown on /AlertList */
export function getMemberNotices(userSysId: number): Promise<MemberNoticesResponse> {
  return api<MemberNoticesResponse>('GET', `users/${userSysId}/notices`);
}
export function useMemberNotices(userSysId: number | null) {
  return useQuery({
    queryKey: keys.users.sub(userSysId ?? 0, 'notices'),
    queryFn: () => getMemberNotices(userSysId!),
    enabled: !!userSysId,
  });
}
