import type { DeletePrdtviewsListResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';

/** DELETE prdtviews/list {prdtSysIds?}: the given views, or all of them */
export function deleteViews(prdtSysIds?: number[]) {
  return api<DeletePrdtviewsListResponse>('DELETE', 'prdtviews/list', prdtSysIds ? { prdtSysIds } : {});
}
