import type { PutSallyBroadcastsallyResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';
import { sellerCall } from '../sally-store';

/** PUT sally/broadcastsally/{id}: the sellover confirms the show's content (consent ticked). */
export function putBroadcastSally(broadcastSallySysId: number, agreeContent: boolean) {
  return sellerCall(() =>
    api<PutSallyBroadcastsallyResponse>('PUT', `sally/broadcastsally/${broadcastSallySysId}`, { agreeContent }),
  );
}
