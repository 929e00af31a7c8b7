import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MyInfoRequest, UserResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';
import { keys } from '../../../shared/api/query-keys';

/** PATCH users/{id}/myinfo (needs a recent ChkPw; 1133 otherwise). */
export function patchMyInfo(userSysId: number, body: MyInfoRequest): Promise<UserResponse> {
  return api<UserResponse>('PATCH', `users/${userSysId}/myinfo`, body);
}
export function useMyInfoMutation(userSysId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: MyInfoRequest) => patchMyInfo(userSysId, body),
    onSuccess: (r) => qc.setQueryData(keys.users.one(userSysId), r),
  });
}
