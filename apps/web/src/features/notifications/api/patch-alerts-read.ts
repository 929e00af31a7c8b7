import type { PatchUsersAlertsReadResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';

/** PATCH users/{id}/alerts/read: the list has been seen */
export function patchAlertsRead(userSysId: number): Promise<{ read: number }> {
  return api<PatchUsersAlertsReadResponse>('PATCH', `users/${userSysId}/alerts/read`);
}
