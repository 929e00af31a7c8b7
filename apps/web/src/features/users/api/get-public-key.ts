import type { PublicKeyResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';

/** GET auth/publickey → { publicKey } to encrypt passwords (ChkPw, ChangePw). */
export function getPublicKey(): Promise<PublicKeyResponse> {
  return api<PublicKeyResponse>('GET', 'auth/publickey');
}
