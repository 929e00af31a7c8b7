import { useQuery } from '@tanstack/react-query';
import type { BlockListResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';
import { keys } from '../../../shared/api/query-keys';

/** GET users/{id}/blocks/list */
export function getBlocks(userSysId: number): Promise<BlockListResponse> {
  return api<BlockListResponse>('GET', `users/${userSysId}/blocks/list`);
}
export const blocksKey = (id: number) => keys.users.sub(id, 'blocks');
export function useBlocks(userSysId: number | null) {
  return useQuery({ queryKey: blocksKey(userSysId ?? 0), queryFn: () => getBlocks(userSysId!), enabled: !!userSysId });
}
