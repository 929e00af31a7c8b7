import { useQuery } from '@tanstack/react-query';
import type { UserResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';

/** GET users/{userSysId} (Bearer) → { user } (shopping §7). */
export function getUser(userSysId: number): Promise<UserResponse> {
  return api<UserResponse>('GET', `users/${userSysId}`);
}

export const userKey = (userSysId: number) => ['users', userSysId] as const;

export function useUser(userSysId: number | null) {
  return useQuery({
    queryKey: userKey(userSysId ?? 0),
    queryFn: () => getUser(userSysId as number),
    enabled: userSysId !== null,
  });
}
