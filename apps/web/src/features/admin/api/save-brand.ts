import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_KEYS, adminCall } from './admin-call';

/** POST admin/brands or PATCH admin/brands/:id; refreshes the brand lists. */
export function useSaveBrand() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ brandSysId, body }: { brandSysId: number | null; body: unknown }) =>
      brandSysId === null ? adminCall('POST', 'brands', body) : adminCall('PATCH', `brands/${brandSysId}`, body),
    onSettled: () => qc.invalidateQueries({ queryKey: ADMIN_KEYS.brands }),
  });
}
