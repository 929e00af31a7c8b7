import { useQuery } from '@tanstack/react-query';
import type { AdminProductDetail } from '@lc/contracts';
import { ADMIN_KEYS, adminCall } from './admin-call';

/** GET admin/products/:id: the product with its options, adding products, images and live price window. */
export function useAdminProduct(prdtSysId: number | null) {
  return useQuery({
    queryKey: [...ADMIN_KEYS.products, 'detail', prdtSysId],
    queryFn: () => adminCall<AdminProductDetail>('GET', `products/${prdtSysId}`),
    enabled: !!prdtSysId,
  });
}
