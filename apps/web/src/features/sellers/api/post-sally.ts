import type { CreateSallyRequest, PostSallyResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';
import { sellerCall, storeSally } from '../sally-store';

/** POST sally: sign up as a sellover with a first vendor request. */
export async function postSally(body: CreateSallyRequest) {
  const r = await sellerCall(() => api<PostSallyResponse>('POST', 'sally', body));
  storeSally(r.sally);
  return r;
}
