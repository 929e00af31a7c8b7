import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_KEYS, adminCall } from './admin-call';

/** POST admin/categories or PATCH admin/categories/:id; refreshes the category tree. */
export function useSaveCategory() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ categorySysId, body }: { categorySysId: number | null; body: unknown }) =>
      categorySysId === null
        ? adminCall('POST', 'categories', body)
        : adminCall('PATCH', `categories/${categorySysId}`, body),
    onSettled: () => qc.invalidateQueries({ queryKey: ADMIN_KEYS.categories }),
  });
}
