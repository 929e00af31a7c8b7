import type { SnsLoginRequest, SnsLoginResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';

/** POST auth/snslogin {snsType, snsToken}: a member is signed in; a first sign-in gets needJoin and a join ticket. */
export function postSnsLogin(body: SnsLoginRequest): Promise<SnsLoginResponse> {
  return api<SnsLoginResponse>('POST', 'auth/snslogin', body);
}
