import { useQuery } from '@tanstack/react-query';
import type { ReservationListResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';
import { useLocale } from '../../../shared/i18n';

/** GET users/{id}/broadcastreservations/list → the member's upcoming and on-air reservations. */
export const getReservations = (userSysId: number) =>
  api<ReservationListResponse>('GET', `users/${userSysId}/broadcastreservations/list`);

export function useReservations(userSysId: number | null) {
  const [locale] = useLocale();
  return useQuery({
    queryKey: ['broadcasts', 'reservations', userSysId, locale],
    enabled: !!userSysId,
    queryFn: () => getReservations(userSysId!),
  });
}
