import { useQuery } from '@tanstack/react-query';
import type { CategoriesResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';
import { useLocale } from '../../../shared/i18n';
import { keys } from '../../../shared/api/query-keys';

/** GET categories?categoryLevel&parentSysId */
export function getCategories(categoryLevel: 1 | 2, parentSysId?: number) {
  return api<CategoriesResponse>('GET', 'categories', { categoryLevel, parentSysId });
}

export function useCategories(categoryLevel: 1 | 2, parentSysId?: number, enabled = true) {
  const [locale] = useLocale();
  return useQuery({
    queryKey: keys.catalog.categories(categoryLevel, parentSysId ?? 0, locale),
    queryFn: () => getCategories(categoryLevel, parentSysId),
    enabled,
  });
}
