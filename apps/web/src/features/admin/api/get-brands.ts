import { useQuery } from '@tanstack/react-query';
import { ADMIN_KEYS, adminCall } from './admin-call';

export interface AdminBrand {
  brandSysId: number;
  name: string;
  nameEn: string | null;
  imageUrl: string | null;
  sellerSysId: number;
  productCount: number;
  createdAt: string;
}

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
