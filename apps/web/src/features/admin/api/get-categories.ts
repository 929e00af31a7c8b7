import { useQuery } from '@tanstack/react-query';
import { ADMIN_KEYS, adminCall } from './admin-call';

export interface AdminCategory {
  categorySysId: number;
  parentSysId: number | null;
  categoryLevel: number;
  name: string;
  nameEn: string | null;
  sortOrder: number;
}

/** GET admin/categories: the whole tree, flat. */
export function useAdminCategories() {
  return useQuery({
    queryKey: ADMIN_KEYS.categories,
    queryFn: () => adminCall<{ rows: AdminCategory[] }>('GET', 'categories'),
  });
}
