import { useQuery } from '@tanstack/react-query';
import type { PointHistoryResponse, PointKind } from '@lc/contracts';
import { api } from '../../../shared/api/client';

/** GET users/{id}/points/list?kind&startIndex&rowCount: balance and the last year of entries. */
export const getPoints = (userSysId: number, kind: PointKind | null) =>
  api<PointHistoryResponse>('GET', `users/${userSysId}/points/list`, {
    startIndex: 0,
    rowCount: 100,
    ...(kind ? { kind } : {}),
  });

export function usePoints(userSysId: number | null, kind: PointKind | null) {
  return useQuery({
    queryKey: ['points', userSysId, kind],
    queryFn: () => getPoints(userSysId!, kind),
    enabled: userSysId !== null,
  });
}
