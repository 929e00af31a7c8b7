import type { ViewsResponse, PostUsersPrdtviewsResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';

/** POST users/{id}/prdtviews {prdtSysId} */
export function postView(userSysId: number, prdtSysId: number) {
  return api<PostUsersPrdtviewsResponse>('POST', `users/${userSysId}/prdtviews`, { prdtSysId });
}

/** The bottom navigation's fetch: GET users/{id}/prdtviews?startIndex=0&rowCount=1, reading jsonData.views. */
export function getLatestView(userSysId: number) {
  return api<ViewsResponse>('GET', `users/${userSysId}/prdtviews`, { startIndex: 0, rowCount: 1 });
}
