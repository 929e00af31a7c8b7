import type { AvailabilityResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';

/** GET users/chkdupid?userId, users/chkdupnick?nickName: 0001 when free, else the rule's code (thrown). */
export function getChkDupId(userId: string): Promise<AvailabilityResponse> {
  return api<AvailabilityResponse>('GET', 'users/chkdupid', { userId });
}
export function getChkDupNick(nickName: string): Promise<AvailabilityResponse> {
  return api<AvailabilityResponse>('GET', 'users/chkdupnick', { nickName });
}
export function getChkName(name: string): Promise<AvailabilityResponse> {
  return api<AvailabilityResponse>('GET', 'users/chkname', { name });
}
