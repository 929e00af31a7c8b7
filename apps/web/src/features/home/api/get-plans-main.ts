import { useQuery } from '@tanstack/react-query';
import type { PlansResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';
import { useLocale } from '../../../shared/i18n';

/** GET operations/plans/mainlist */
export function getPlansMain() {
  return api<PlansResponse>('GET', 'operations/plans/mainlist', { startIndex: 0, rowCount: 20 });
}

export const plansMainQuery = (locale: string) => ({ queryKey: ['plans', 'main', locale], queryFn: getPlansMain });

export function usePlansMain() {
  const [locale] = useLocale();
  return useQuery(plansMainQuery(locale));
}
