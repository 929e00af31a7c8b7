import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MyInfoRequest, UserResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';
import { keys } from '../../../shared/api/query-keys';

/** PATCH users/{id}/myinfo {mobile, authToken}: the new phone, with its changeMobile verification (needs a recent ChkPw). */
export function patchMobile(userSysId: number, body: Required<Pick<MyInfoRequest, 'mobile' | 'authToken'>>) {
  return api<UserResponse>('PATCH', `users/${userSysId}/myinfo`, body);
}
export function useMobileMutation(userSysId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { mobile: string; authToken: string }) => patchMobile(userSysId, body),
    // the same cache entry as the profile screens (users/{id})
    onSuccess: (r) => qc.setQueryData(keys.users.one(userSysId), r),
  });
}
