import { useQuery } from '@tanstack/react-query';
import type { ScheduleListResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';
import { useLocale } from '../../../shared/i18n';
import { keys } from '../../../shared/api/query-keys';

/** Schedules are shown one KST day at a time, 50 to a page (live §7). */
export const SCHEDULE_PAGE_SIZE = 50;

/** GET broadcasts/schedules/list?startIndex&rowCount&startDate&userSysId. */
export const getSchedules = (startDate: string, userSysId: number | null) =>
  api<ScheduleListResponse>('GET', 'broadcasts/schedules/list', {
    startIndex: 0,
    rowCount: SCHEDULE_PAGE_SIZE,
    startDate,
    ...(userSysId ? { userSysId } : {}),
  });

export function useSchedules(startDate: string, userSysId: number | null) {
  const [locale] = useLocale();
  return useQuery({
    queryKey: keys.broadcasts.sub('schedules', startDate, userSysId, locale),
    queryFn: () => getSchedules(startDate, userSysId),
  });
}
