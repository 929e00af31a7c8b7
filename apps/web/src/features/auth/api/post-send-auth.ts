import { useMutation } from '@tanstack/react-query';
import type { SendAuthRequest, SendAuthResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';

/** POST auth/sendauthmine {authType, authWay, authWayValue, userId?} → {requestId, expiresAt} (shopping §7). */
export function postSendAuth(body: SendAuthRequest): Promise<SendAuthResponse> {
  return api<SendAuthResponse>('POST', 'auth/sendauthmine', body);
}

export function useSendAuthMutation() {
  return useMutation({ mutationFn: postSendAuth });
}
