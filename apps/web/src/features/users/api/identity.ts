import { useQuery } from '@tanstack/react-query';
import type { IdentityStateResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';

/** Issue 33: the member's 본인확인 (identity verification) with the configured provider. */
export const identityKey = (userSysId: number | null) => ['users', userSysId, 'identity'] as const;

/** GET users/{id}/identity: verified, adult for alcohol, whether a provider is configured. */
export function useIdentity(userSysId: number | null) {
  return useQuery({
    queryKey: identityKey(userSysId),
    queryFn: () => api<IdentityStateResponse>('GET', `users/${userSysId}/identity`),
    enabled: !!userSysId,
  });
}

/** POST users/{id}/identity: the provider's window for a new request. */
export const startIdentity = (userSysId: number) =>
  api<{ requestId: string; url: string; provider: string }>('POST', `users/${userSysId}/identity`);

/** POST identity/sandbox/{requestId}: the test provider's window states the person. */
export const answerSandbox = (requestId: string, body: { name: string; birthday: string }) =>
  api('POST', `identity/sandbox/${requestId}`, body);

/** POST users/{id}/identity/{requestId}: the server reads the provider's result and keeps the birth date. */
export const confirmIdentity = (userSysId: number, requestId: string) =>
  api<IdentityStateResponse>('POST', `users/${userSysId}/identity/${requestId}`);
