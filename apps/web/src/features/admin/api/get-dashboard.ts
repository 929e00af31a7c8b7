import { useQuery } from '@tanstack/react-query';
import type { AdminDashboardResponse } from '@lc/contracts';
import { ADMIN_KEYS, adminCall } from './admin-call';

/** GET admin/dashboard: today's figures (a brand seller's: its own brands'). */
export function useDashboard() {
  return useQuery({
    queryKey: ADMIN_KEYS.dashboard,
    queryFn: () => adminCall<AdminDashboardResponse>('GET', 'dashboard'),
    refetchInterval: 30_000,
  });
}
