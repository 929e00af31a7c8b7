import type { PutSallyResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';
import { sellerCall, storeSally } from '../sally-store';

/** PUT sally/{sallySysId}: {userSysId, sallyName}. */
export async function putSally(sallySysId: number, body: { userSysId: number; sallyName: string }) {
  const r = await sellerCall(() => api<PutSallyResponse>('PUT', `sally/${sallySysId}`, body));
  storeSally(r.sally);
  return r;
}
