import { useMutation } from '@tanstack/react-query';
import type { CheckPasswordRequest, CheckPasswordResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';
import { rsaEncrypt } from '../../../shared/session';
import { getPublicKey } from '../../../shared/api/users';

/** POST users/{id}/chkpw {password (RSA)} (ChkPw). */
export async function postChkPw(userSysId: number, password: string): Promise<CheckPasswordResponse> {
  const { publicKey } = await getPublicKey();
  const body: CheckPasswordRequest = { password: await rsaEncrypt(publicKey, password), isRsa: true };
  return api<CheckPasswordResponse>('POST', `users/${userSysId}/chkpw`, body);
}
export function useChkPwMutation(userSysId: number) {
  return useMutation({ mutationFn: (password: string) => postChkPw(userSysId, password) });
}
