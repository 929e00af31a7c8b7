import { useQuery } from '@tanstack/react-query';
import type { AlarmHistoriesResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';
import { useLocale } from '../../../shared/i18n';
import { keys } from '../../../shared/api/query-keys';

/** GET users/{id}/alarms/broadcasts/histories → the member's alert list (reserved broadcasts that started). */
export const getAlarmHistories = (userSysId: number) =>
  api<AlarmHistoriesResponse>('GET', `users/${userSysId}/alarms/broadcasts/histories`, {
    startIndex: 0,
    rowCount: 50,
  });

export function useAlarmHistories(userSysId: number | null) {
  const [locale] = useLocale();
  return useQuery({
    queryKey: keys.broadcasts.sub('histories', userSysId, locale),
    enabled: !!userSysId,
    queryFn: () => getAlarmHistories(userSysId!),
  });
}
