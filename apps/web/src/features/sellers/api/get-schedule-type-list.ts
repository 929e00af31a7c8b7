import { useQuery } from '@tanstack/react-query';
import type { ScheduleTypeListResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';
import { useLocale } from '../../../shared/i18n';
import { sellerCall } from '../sally-store';

/** GET broadcasts/scheduletype/list?startIndex&rowCount&scheduleType&sallySysId (page size 50). */
export function getScheduleTypeList(scheduleType: number, sallySysId: number, startIndex = 0, rowCount = 50) {
  return sellerCall(() =>
    api<ScheduleTypeListResponse>(
      'GET',
      `broadcasts/scheduletype/list?startIndex=${startIndex}&rowCount=${rowCount}&scheduleType=${scheduleType}&sallySysId=${sallySysId}`,
    ),
  );
}
export function useScheduleTypeList(scheduleType: number, sallySysId: number | undefined) {
  const [lang] = useLocale();
  return useQuery({
    queryKey: ['sellers', 'schedules', scheduleType, sallySysId, lang],
    queryFn: () => getScheduleTypeList(scheduleType, sallySysId!),
    enabled: !!sallySysId,
  });
}
