import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminProductCreateRequest, AdminProductUpdateRequest } from '@lc/contracts';
import { ADMIN_KEYS, adminCall } from './admin-call';

/** POST admin/products (create) or PATCH admin/products/:id (partial update); both refresh the product lists. */
export function useSaveProduct() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (
      v: { prdtSysId: null; body: AdminProductCreateRequest } | { prdtSysId: number; body: AdminProductUpdateRequest },
    ) =>
      v.prdtSysId === null
        ? adminCall<{ prdtSysId: number }>('POST', 'products', v.body)
        : adminCall<{ prdtSysId?: number }>('PATCH', `products/${v.prdtSysId}`, v.body),
    onSettled: () => qc.invalidateQueries({ queryKey: ADMIN_KEYS.products }),
  });
}
