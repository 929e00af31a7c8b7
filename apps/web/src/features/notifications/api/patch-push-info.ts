import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PushSettingsRequest, PushSettingsResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';
import { pushKey } from './get-push-info';

/** PATCH users/{id}/push/info */
export function patchPushInfo(userSysId: number, body: PushSettingsRequest): Promise<PushSettingsResponse> {
  return api<PushSettingsResponse>('PATCH', `users/${userSysId}/push/info`, body);
}
export function usePushMutation(userSysId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: PushSettingsRequest) => patchPushInfo(userSysId, body),
    onSuccess: (r) => qc.setQueryData(pushKey(userSysId), r),
  });
}
