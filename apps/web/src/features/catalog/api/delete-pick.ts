import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteUsersPrdtpickResponse, DeleteUsersPrdtpickListResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';
import { keys } from '../../../shared/api/query-keys';

/** DELETE users/{id}/prdtpick {prdtSysId} */
export function deletePick(userSysId: number, prdtSysId: number) {
  return api<DeleteUsersPrdtpickResponse>('DELETE', `users/${userSysId}/prdtpick`, { prdtSysId });
}

/** DELETE users/{id}/prdtpick/list {prdtSysIds} */
export function deletePicks(userSysId: number, prdtSysIds: number[]) {
  return api<DeleteUsersPrdtpickListResponse>('DELETE', `users/${userSysId}/prdtpick/list`, { prdtSysIds });
}

/** Remove picks (the whole list of /Basket), then reload the member's picks. */
export function useDeletePicksMutation(userSysId: number | null) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (prdtSysIds: number[]) => deletePicks(userSysId!, prdtSysIds),
    onSuccess: () => qc.invalidateQueries({ queryKey: keys.users.picks(userSysId) }),
  });
}
