import { useMutation } from '@tanstack/react-query';
import type { CheckAuthRequest, CheckAuthResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';

/** POST auth/chkauthmine {… authNo, requestId} → {authToken, expiresAt} or {userIds} (find id). */
export function postCheckAuth(body: CheckAuthRequest): Promise<CheckAuthResponse> {
  return api<CheckAuthResponse>('POST', 'auth/chkauthmine', body);
}

export function useCheckAuthMutation() {
  return useMutation({ mutationFn: postCheckAuth });
}
