import { useQuery } from '@tanstack/react-query';
import type { EventCheckResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';
import { useLocale } from '../../../shared/i18n';

/** POST operations/eventplans/chkvalid {planPrdtSysId, prdtSysId, qty}: may the member buy this event product now. */
export const postEventCheck = (body: { planPrdtSysId: number; prdtSysId: number; qty: number; report?: 1 }) =>
  api<EventCheckResponse>('POST', 'operations/eventplans/chkvalid', body);

/** The product page's view (quantity 1, report=1: a broken rule comes back in the body), for members only. */
export function useEventCheck(planPrdtSysId: number | null, prdtSysId: number, member: number | null) {
  const [locale] = useLocale();
  return useQuery({
    queryKey: ['event-check', planPrdtSysId, prdtSysId, member, locale],
    queryFn: () => postEventCheck({ planPrdtSysId: planPrdtSysId!, prdtSysId, qty: 1, report: 1 }),
    enabled: planPrdtSysId !== null && member !== null,
    retry: false,
  });
}
