import type { DeleteUsersPrdtpickResponse, DeleteUsersPrdtpickListResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';

/** DELETE users/{id}/prdtpick {prdtSysId} */
export function deletePick(userSysId: number, prdtSysId: number) {
  return api<DeleteUsersPrdtpickResponse>('DELETE', `users/${userSysId}/prdtpick`, { prdtSysId });
}

/** DELETE users/{id}/prdtpick/list {prdtSysIds} */
export function deletePicks(userSysId: number, prdtSysIds: number[]) {
  return api<DeleteUsersPrdtpickListResponse>('DELETE', `users/${userSysId}/prdtpick/list`, { prdtSysIds });
}
