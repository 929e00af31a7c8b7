import { useMutation } from '@tanstack/react-query';
import type { LoginRequest, LoginResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';
import { canEncrypt, rsaEncrypt } from '../../../shared/session';
import { getPublicKey } from '../../../shared/api/users';

export class EncryptionUnavailableError extends Error {
  override readonly name = 'EncryptionUnavailableError';
}

/**
 * POST auth/login {userId, password: base64 RSA-OAEP(SHA-256) ciphertext, isRsa: true} (shopping §7).
 * The refresh token comes back as an HttpOnly cookie; the JSON field is null for browsers.
 */
export async function postLogin(userId: string, password: string): Promise<LoginResponse> {
  if (!canEncrypt()) throw new EncryptionUnavailableError('WebCrypto is unavailable (not a secure context)');
  const { publicKey } = await getPublicKey();
  const body: LoginRequest = { userId, password: await rsaEncrypt(publicKey, password), isRsa: true };
  return api<LoginResponse>('POST', 'auth/login', body);
}

export function useLoginMutation() {
  return useMutation({ mutationFn: (v: { userId: string; password: string }) => postLogin(v.userId, v.password) });
}
