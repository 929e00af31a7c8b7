import { useQuery } from '@tanstack/react-query';
import type { GetBroadcastsScheduletypeResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';
import { useLocale } from '../../../shared/i18n';
import { sellerCall } from '../sally-store';

/** GET broadcasts/scheduletype/{id}: one booked show of the sellover. */
export function getScheduleType(scheduleId: number) {
  return sellerCall(() => api<GetBroadcastsScheduletypeResponse>('GET', `broadcasts/scheduletype/${scheduleId}`));
}
export function useScheduleType(scheduleId: number) {
  const [lang] = useLocale();
  return useQuery({
    queryKey: ['sellers', 'schedule', scheduleId, lang],
    queryFn: () => getScheduleType(scheduleId),
    enabled: scheduleId > 0,
    retry: false,
  });
}
