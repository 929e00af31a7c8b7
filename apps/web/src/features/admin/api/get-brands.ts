import type { AdminBrandListResponse } from '@lc/contracts';
import { useQuery } from '@tanstack/react-query';
import { ADMIN_KEYS, adminCall } from './admin-call';

/** a row of GET admin/brands (the contract's answer) */
export type AdminBrand = AdminBrandListResponse['rows'][number];

/** GET admin/brands (first 100 by name): the brand pickers of the product and broadcast forms. */
export function useBrandOptions() {
  return useQuery({
    queryKey: [...ADMIN_KEYS.brands, 'options'],
    queryFn: () =>
      adminCall<{ rows: AdminBrand[]; totalCount: number }>('GET', 'brands', {
        startIndex: 0,
        rowCount: 100,
        sort: 'name',
        order: 'asc',
      }),
  });
}
