import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { blocksKey } from './get-blocks';

/** DELETE users/{id}/blocks/{targetId}: unblock. */
export function deleteBlock(userSysId: number, targetId: number) {
  return api('DELETE', `users/${userSysId}/blocks/${targetId}`);
}
export function useUnblockMutation(userSysId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (targetId: number) => deleteBlock(userSysId, targetId),
    onSuccess: () => qc.invalidateQueries({ queryKey: blocksKey(userSysId) }),
  });
}
