import type { PublicKeyResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';

/** GET auth/publickey → { publicKey } (PEM SPKI), used to encrypt the password (shopping §7). */
export function getPublicKey(): Promise<PublicKeyResponse> {
  return api<PublicKeyResponse>('GET', 'auth/publickey');
}
