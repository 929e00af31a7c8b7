import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RC, type CreateSallyRequest, type PostSallyResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';
import { keys } from '../../../shared/api/query-keys';
import { sellerCall, storeSally } from '../sally-store';

/** POST sally: sign up as a sellover with a first vendor request. */
export async function postSally(body: CreateSallyRequest) {
  const r = await sellerCall(() => api<PostSallyResponse>('POST', 'sally', body));
  storeSally(r.sally);
  return r;
}

/**
 * Sign up as a sellover: the finish screen shows the new sally at once (no stale "not a sellover"
 * answer) and the contracts are reloaded (not awaited).
 */
export function useJoinSallyMutation(userSysId: number | null) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: postSally,
    onSuccess: (r) => {
      qc.setQueryData(keys.sellers.sally(userSysId), { resultCode: RC.OK, sally: r.sally });
      void qc.invalidateQueries({ queryKey: keys.sellers.contracts });
    },
  });
}
