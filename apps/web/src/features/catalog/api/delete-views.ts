import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeletePrdtviewsListResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';
import { keys } from '../../../shared/api/query-keys';

/** DELETE prdtviews/list {prdtSysIds?}: the given views, or all of them */
export function deleteViews(prdtSysIds?: number[]) {
  return api<DeletePrdtviewsListResponse>('DELETE', 'prdtviews/list', prdtSysIds ? { prdtSysIds } : {});
}

/** Clear the viewed products (all of them), then reload the member's list of /ViewLog. */
export function useDeleteViewsMutation(userSysId: number | null) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => deleteViews(),
    onSuccess: () => qc.invalidateQueries({ queryKey: keys.users.views(userSysId ?? 0) }),
  });
}
