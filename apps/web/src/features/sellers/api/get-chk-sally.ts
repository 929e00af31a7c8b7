import { useQuery } from '@tanstack/react-query';
import type { ChkSallyResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';
import { sellerCall, storeSally } from '../sally-store';

/** GET sally/chksally/{authSysId}: the member's sally (null before sign-up); stored for the session. */
export async function getChkSally(authSysId: number): Promise<ChkSallyResponse> {
  const r = await sellerCall(() => api<ChkSallyResponse>('GET', `sally/chksally/${authSysId}`));
  storeSally(r.sally);
  return r;
}
export function useChkSally(authSysId: number | null) {
  return useQuery({
    queryKey: ['sellers', 'sally', authSysId],
    queryFn: () => getChkSally(authSysId!),
    enabled: !!authSysId,
  });
}
