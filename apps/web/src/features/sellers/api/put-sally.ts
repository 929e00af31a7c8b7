import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PutSallyResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';
import { keys } from '../../../shared/api/query-keys';
import { sellerCall, storeSally } from '../sally-store';

/** PUT sally/{sallySysId}: {userSysId, sallyName}. */
export async function putSally(sallySysId: number, body: { userSysId: number; sallyName: string }) {
  const r = await sellerCall(() => api<PutSallyResponse>('PUT', `sally/${sallySysId}`, body));
  storeSally(r.sally);
  return r;
}

/** Rename the sally, then reload the sellover's screens (not awaited). */
export function useRenameSallyMutation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { sallySysId: number; userSysId: number; sallyName: string }) =>
      putSally(v.sallySysId, { userSysId: v.userSysId, sallyName: v.sallyName }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: keys.sellers.all }),
  });
}
