import { useQuery } from '@tanstack/react-query';
import type { ReservationListResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';
import { useLocale } from '../../../shared/i18n';
import { keys } from '../../../shared/api/query-keys';

/** GET users/{id}/broadcastreservations/list → the member's upcoming and on-air reservations. */
export const getReservations = (userSysId: number) =>
  api<ReservationListResponse>('GET', `users/${userSysId}/broadcastreservations/list`);

export function useReservations(userSysId: number | null) {
  const [locale] = useLocale();
  return useQuery({
    queryKey: keys.broadcasts.sub('reservations', userSysId, locale),
    enabled: !!userSysId,
    queryFn: () => getReservations(userSysId!),
  });
}
