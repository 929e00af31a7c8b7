import type { AdminCategoryListResponse } from '@lc/contracts';
import { useQuery } from '@tanstack/react-query';
import { ADMIN_KEYS, adminCall } from './admin-call';

/** a row of GET admin/categories (the contract's answer) */
export type AdminCategory = AdminCategoryListResponse['rows'][number];

/** GET admin/categories: the whole tree, flat. */
export function useAdminCategories() {
  return useQuery({
    queryKey: ADMIN_KEYS.categories,
    queryFn: () => adminCall<{ rows: AdminCategory[] }>('GET', 'categories'),
  });
}
