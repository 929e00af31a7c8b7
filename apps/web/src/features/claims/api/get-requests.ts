import { useQuery } from '@tanstack/react-query';
import type { ClaimType, GetUsersOrdersPathResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';
import { keys } from '../../../shared/api/query-keys';

const PATHS: Record<ClaimType | 'all', string> = {
  all: 'requests',
  cancel: 'cancelOrders',
  return: 'returnOrders',
  exchange: 'exchangeOrders',
};

/** GET users/{id}/orders/requests | cancelOrders | returnOrders | exchangeOrders: the member's claims, newest first. */
export const getRequests = (userSysId: number, type: ClaimType | 'all') =>
  api<GetUsersOrdersPathResponse>('GET', `users/${userSysId}/orders/${PATHS[type]}`);

export function useRequests(userSysId: number | null, type: ClaimType | 'all') {
  return useQuery({
    queryKey: keys.claims.sub('requests', userSysId, type),
    queryFn: () => getRequests(userSysId!, type),
    enabled: userSysId !== null,
  });
}
