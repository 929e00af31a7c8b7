import { useQuery } from '@tanstack/react-query';
import type { SharePlanResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';
import { useLocale } from '../../../shared/i18n';

/** GET sally/shareplan/{userSysId}/{date}: a sellover's public schedule of one day. */
export function getSharePlan(userSysId: number, date: string) {
  return api<SharePlanResponse>('GET', `sally/shareplan/${userSysId}/${date}`);
}
export function useSharePlan(userSysId: number, date: string) {
  const [lang] = useLocale();
  return useQuery({
    queryKey: ['sellers', 'plan', userSysId, date, lang],
    queryFn: () => getSharePlan(userSysId, date),
    enabled: userSysId > 0 && !!date,
    retry: false,
  });
}
