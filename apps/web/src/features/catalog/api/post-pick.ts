import { api } from '../../../shared/api/client';

/** POST users/{id}/prdtpick {prdtSysId} */
export function postPick(userSysId: number, prdtSysId: number) {
  return api<{ isPick: 1; pickCount: number }>('POST', `users/${userSysId}/prdtpick`, { prdtSysId });
}
