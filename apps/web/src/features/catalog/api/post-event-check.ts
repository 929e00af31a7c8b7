import { useQuery } from '@tanstack/react-query';
import type { EventCheckResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';

/** POST operations/eventplans/chkvalid {planPrdtSysId, prdtSysId, qty}: may the member buy this event product now. */
export const postEventCheck = (body: { planPrdtSysId: number; prdtSysId: number; qty: number }) =>
  api<EventCheckResponse>('POST', 'operations/eventplans/chkvalid', body);

/** The product page's check (quantity 1), for members only; a refusal is the rule's message. */
export function useEventCheck(planPrdtSysId: number | null, prdtSysId: number, member: number | null) {
  return useQuery({
    queryKey: ['event-check', planPrdtSysId, prdtSysId, member],
    queryFn: () => postEventCheck({ planPrdtSysId: planPrdtSysId!, prdtSysId, qty: 1 }),
    enabled: planPrdtSysId !== null && member !== null,
    retry: false,
  });
}
