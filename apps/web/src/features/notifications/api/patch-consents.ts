import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConsentsRequest, ConsentsResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';
import { consentsKey } from './get-consents';

/** PATCH users/{id}/consents */
export function patchConsents(userSysId: number, body: ConsentsRequest): Promise<ConsentsResponse> {
  return api<ConsentsResponse>('PATCH', `users/${userSysId}/consents`, body);
}
export function useConsentsMutation(userSysId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ConsentsRequest) => patchConsents(userSysId, body),
    onSuccess: (r) => qc.setQueryData(consentsKey(userSysId), r),
  });
}
