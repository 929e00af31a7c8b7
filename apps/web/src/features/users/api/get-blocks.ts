import { useQuery } from '@tanstack/react-query';
import type { BlockListResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';

/** GET users/{id}/blocks/list */
export function getBlocks(userSysId: number): Promise<BlockListResponse> {
  return api<BlockListResponse>('GET', `users/${userSysId}/blocks/list`);
}
export const blocksKey = (id: number) => ['users', id, 'blocks'] as const;
export function useBlocks(userSysId: number | null) {
  return useQuery({ queryKey: blocksKey(userSysId ?? 0), queryFn: () => getBlocks(userSysId!), enabled: !!userSysId });
}
