import { useQuery } from '@tanstack/react-query';
import type { ReportListResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';

/** GET users/{id}/reports/list?startIndex&rowCount (ReportLog). */
export function getReports(userSysId: number): Promise<ReportListResponse> {
  return api<ReportListResponse>('GET', `users/${userSysId}/reports/list`, { startIndex: 0, rowCount: 50 });
}
export function useReports(userSysId: number | null) {
  return useQuery({
    queryKey: ['users', userSysId, 'reports'],
    queryFn: () => getReports(userSysId!),
    enabled: !!userSysId,
  });
}
