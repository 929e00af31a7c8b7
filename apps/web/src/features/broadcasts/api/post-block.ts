import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BlockListResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';
import { chatBlocksKey } from './get-chat-blocks';

/** POST users/{id}/blocks {targetUserSysId}: blocks a member from a chat line (shopping §6, issue 19). */
export const postBlock = (userSysId: number, targetUserSysId: number) =>
  api('POST', `users/${userSysId}/blocks`, { targetUserSysId });

export function useBlockMember(userSysId: number | null) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (target: { userSysId: number; nickName: string }) => postBlock(userSysId!, target.userSysId),
    onSuccess: (_r, target) => {
      // hidden at once, before the list comes back
      qc.setQueryData<BlockListResponse>(chatBlocksKey(userSysId!), (old) => ({
        blocks: [
          { userSysId: target.userSysId, nickName: target.nickName, blockedAt: new Date().toISOString() },
          ...(old?.blocks ?? []).filter((b) => b.userSysId !== target.userSysId),
        ],
      }));
      void qc.invalidateQueries({ queryKey: chatBlocksKey(userSysId!) });
    },
  });
}
