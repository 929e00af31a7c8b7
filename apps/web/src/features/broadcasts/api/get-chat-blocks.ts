import { useQuery } from '@tanstack/react-query';
import type { BlockListResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';
import { keys } from '../../../shared/api/query-keys';

/** GET users/{id}/blocks/list: the members whose chat lines the player hides (issue 19). */
export const getChatBlocks = (userSysId: number) => api<BlockListResponse>('GET', `users/${userSysId}/blocks/list`);

/** the same key as /BlockList's list, so an unblock there shows the member's lines again */
export const chatBlocksKey = (userSysId: number) => keys.users.sub(userSysId, 'blocks');

export function useChatBlocks(userSysId: number | null) {
  return useQuery({
    queryKey: chatBlocksKey(userSysId ?? 0),
    queryFn: () => getChatBlocks(userSysId!),
    enabled: !!userSysId,
    staleTime: 0,
  });
}
