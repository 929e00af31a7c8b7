import { useQuery } from '@tanstack/react-query';
import type { AlertListResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';
import { useLocale } from '../../../shared/i18n';
import { keys } from '../../../shared/api/query-keys';

/**
 * GET users/{id}/alerts/list: the member's one alert list — every push (shows starting, orders,
 * claims, coupons, events) and the answers to their questions, in the request language.
 */
export function getAlerts(userSysId: number, startIndex = 0, rowCount = 50): Promise<AlertListResponse> {
  return api<AlertListResponse>('GET', `users/${userSysId}/alerts/list?startIndex=${startIndex}&rowCount=${rowCount}`);
}
export const alertsKey = (id: number, locale: string) => keys.users.sub(id, 'alerts', locale);
export function useAlerts(userSysId: number | null) {
  const [locale] = useLocale();
  return useQuery({
    queryKey: alertsKey(userSysId ?? 0, locale),
    queryFn: () => getAlerts(userSysId!),
    enabled: !!userSysId,
  });
}
