import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordRequest, PatchUsersPasswordResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';
import { rsaEncrypt } from '../../../shared/session';
import { getPublicKey } from '../../../shared/api/users';

/** PATCH users/{id}/password {currentPassword, password} (ChangePw); other sessions end. */
export async function patchPassword(userSysId: number, current: string, next: string) {
  const { publicKey } = await getPublicKey();
  const body: ChangePasswordRequest = {
    currentPassword: await rsaEncrypt(publicKey, current),
    password: await rsaEncrypt(publicKey, next),
    isRsa: true,
  };
  return api<PatchUsersPasswordResponse>('PATCH', `users/${userSysId}/password`, body);
}
export function usePasswordMutation(userSysId: number) {
  return useMutation({
    mutationFn: (v: { current: string; next: string }) => patchPassword(userSysId, v.current, v.next),
  });
}
