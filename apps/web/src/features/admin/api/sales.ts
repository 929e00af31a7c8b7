import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminSalesResponse } from '@lc/contracts';
import { ADMIN_KEYS, adminCall } from './admin-call';

/** GET admin/sales: the window's sales by KST day with totals (a brand seller's: its own brands'). */
export function useSales(from: string, to: string) {
  return useQuery({
    queryKey: [...ADMIN_KEYS.sales, from, to],
    queryFn: () => adminCall<AdminSalesResponse>('GET', 'sales', { from, to }),
  });
}

/** POST admin/sellovers/contracts/{id}/accept | refuse (the sellers' contract table decides). */
export function useContractDecision() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ contractSysId, accept }: { contractSysId: number; accept: boolean }) =>
      adminCall('POST', `sellovers/contracts/${contractSysId}/${accept ? 'accept' : 'refuse'}`),
    onSettled: () => void qc.invalidateQueries({ queryKey: ADMIN_KEYS.contracts }),
  });
}
