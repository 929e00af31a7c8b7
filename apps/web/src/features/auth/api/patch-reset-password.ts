import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordRequest } from '@lc/contracts';
import { api } from '../../../shared/api/client';
import { rsaEncrypt } from '../../../shared/session';
import { getPublicKey } from '../../../shared/api/users';

/** PATCH users/password {userId, authToken, password (RSA)}: the new password after find-password. */
export async function patchResetPassword(v: { userId: string; authToken: string; password: string }) {
  const { publicKey } = await getPublicKey();
  const body: ResetPasswordRequest = { ...v, password: await rsaEncrypt(publicKey, v.password), isRsa: true };
  return api('PATCH', 'users/password', body);
}

export function useResetPasswordMutation() {
  return useMutation({ mutationFn: patchResetPassword });
}
