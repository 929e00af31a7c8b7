import { api } from '../../../shared/api/client';

/** PATCH users/{id}/alerts/read: the list has been seen */
export function patchAlertsRead(userSysId: number): Promise<{ read: number }> {
  return api<{ read: number }>('PATCH', `users/${userSysId}/alerts/read`);
}
