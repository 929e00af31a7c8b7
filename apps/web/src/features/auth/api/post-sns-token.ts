import type { SnsTokenRequest, SnsTokenResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';

/** POST auth/sns/token {snsType, code, redirectUri, codeVerifier?, state?} → {snsToken} (the server holds the secrets). */
export function postSnsToken(body: SnsTokenRequest): Promise<SnsTokenResponse> {
  return api<SnsTokenResponse>('POST', 'auth/sns/token', body);
}
