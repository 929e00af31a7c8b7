import { useQuery } from '@tanstack/react-query';
import type { UserResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';

/** GET users/{id} (the owner's view: the phone digits and whether the account has a password). */
export function getProfile(userSysId: number): Promise<UserResponse> {
  return api<UserResponse>('GET', `users/${userSysId}`);
}
export function useProfile(userSysId: number | null) {
  return useQuery({ queryKey: ['users', userSysId ?? 0], queryFn: () => getProfile(userSysId!), enabled: !!userSysId });
}
