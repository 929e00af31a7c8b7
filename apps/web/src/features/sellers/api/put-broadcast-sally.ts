import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PutSallyBroadcastsallyResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';
import { keys } from '../../../shared/api/query-keys';
import { sellerCall } from '../sally-store';

/** PUT sally/broadcastsally/{id}: the sellover confirms the show's content (consent ticked). */
export function putBroadcastSally(broadcastSallySysId: number, agreeContent: boolean) {
  return sellerCall(() =>
    api<PutSallyBroadcastsallyResponse>('PUT', `sally/broadcastsally/${broadcastSallySysId}`, { agreeContent }),
  );
}

/** Confirm the show's content, then reload the sellover's screens (awaited: the notice comes after). */
export function useConfirmBroadcastMutation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (broadcastSallySysId: number) => putBroadcastSally(broadcastSallySysId, true),
    onSuccess: () => qc.invalidateQueries({ queryKey: keys.sellers.all }),
  });
}
