import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserResponse, UserSettingsRequest } from '@lc/contracts';
import { api } from '../../../shared/api/client';
import { keys } from '../../../shared/api/query-keys';

/** PATCH users/{id}/settings (movie settings). */
export function patchSettings(userSysId: number, body: UserSettingsRequest): Promise<UserResponse> {
  return api<UserResponse>('PATCH', `users/${userSysId}/settings`, body);
}
export function useSettingsMutation(userSysId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: UserSettingsRequest) => patchSettings(userSysId, body),
    onSuccess: (r) => qc.setQueryData(keys.users.one(userSysId), r),
  });
}
