import { useQuery } from '@tanstack/react-query';
import type { UserResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';

/** GET users/{id} (owner view: birthday, consents, settings). */
export function getProfile(userSysId: number): Promise<UserResponse> {
  return api<UserResponse>('GET', `users/${userSysId}`);
}
export const profileKey = (id: number) => ['users', id] as const;
export function useProfile(userSysId: number | null) {
  return useQuery({
    queryKey: profileKey(userSysId ?? 0),
    queryFn: () => getProfile(userSysId!),
    enabled: !!userSysId,
  });
}
