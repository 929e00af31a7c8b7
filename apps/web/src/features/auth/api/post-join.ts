import { useMutation } from '@tanstack/react-query';
import type { JoinRequest, JoinResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';
import { rsaEncrypt } from '../../../shared/session';
import { getPublicKey } from '../../../shared/api/users';

export type JoinInput = Omit<JoinRequest, 'password' | 'isRsa'> & { password: string };

/** POST auth/join: the password travels RSA-OAEP encrypted like the login's; answers the login response and the coupon. */
export async function postJoin(input: JoinInput): Promise<JoinResponse> {
  const { publicKey } = await getPublicKey();
  const body: JoinRequest = { ...input, password: await rsaEncrypt(publicKey, input.password), isRsa: true };
  return api<JoinResponse>('POST', 'auth/join', body);
}

/** POST auth/join for a first social sign-in: the snsJoinToken from auth/snslogin stands in for the password. */
export function postSnsJoin(
  body: Omit<JoinRequest, 'password' | 'isRsa'> & { snsJoinToken: string },
): Promise<JoinResponse> {
  return api<JoinResponse>('POST', 'auth/join', body);
}

export function useJoinMutation() {
  return useMutation({ mutationFn: postJoin });
}

export function useSnsJoinMutation() {
  return useMutation({ mutationFn: postSnsJoin });
}
