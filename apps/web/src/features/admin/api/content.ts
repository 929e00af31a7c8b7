import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminContentKind } from '@lc/contracts';
import { adminCall } from './admin-call';

export const CONTENT_KEY = ['admin', 'content'] as const;

/**
 * The content calls: POST admin/content/<kind>, PATCH admin/content/<kind>/:id,
 * DELETE admin/content/<kind>/:id and PUT admin/content/plans/:id/products; each refreshes the lists.
 */
export function useContentActions(kind: AdminContentKind) {
  const qc = useQueryClient();
  const onSettled = () => qc.invalidateQueries({ queryKey: CONTENT_KEY });
  return {
    save: useMutation({
      mutationFn: ({ id, body }: { id: number | null; body: unknown }) =>
        id === null ? adminCall('POST', `content/${kind}`, body) : adminCall('PATCH', `content/${kind}/${id}`, body),
      onSettled,
    }),
    remove: useMutation({
      mutationFn: (id: number) => adminCall('DELETE', `content/${kind}/${id}`),
      onSettled,
    }),
    planProducts: useMutation({
      mutationFn: ({ id, body }: { id: number; body: unknown }) =>
        adminCall('PUT', `content/plans/${id}/products`, body),
      onSettled,
    }),
  };
}
