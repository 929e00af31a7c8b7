import { useQuery } from '@tanstack/react-query';
import type { ReportListResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';
import { keys } from '../../../shared/api/query-keys';

/** GET users/{id}/reports/list?startIndex&rowCount (ReportLog). */
export function getReports(userSysId: number): Promise<ReportListResponse> {
  return api<ReportListResponse>('GET', `users/${userSysId}/reports/list`, { startIndex: 0, rowCount: 50 });
}
export function useReports(userSysId: number | null) {
  return useQuery({
    queryKey: keys.users.sub(userSysId, 'reports'),
    queryFn: () => getReports(userSysId!),
    enabled: !!userSysId,
  });
}
