import type { PostUsersPrdtpickResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';

/** POST users/{id}/prdtpick {prdtSysId} */
export function postPick(userSysId: number, prdtSysId: number) {
  return api<PostUsersPrdtpickResponse>('POST', `users/${userSysId}/prdtpick`, { prdtSysId });
}
