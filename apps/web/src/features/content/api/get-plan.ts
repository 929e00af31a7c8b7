import { useQuery } from '@tanstack/react-query';
import type { PlanDetailResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';
import { useLocale } from '../../../shared/i18n';
import { useSession } from '../../../shared/session';

/** GET operations/bannerplan/{id} */
export function getPlan(id: number) {
  return api<PlanDetailResponse>('GET', `operations/bannerplan/${id}`);
}

export function usePlan(id: number) {
  const [locale] = useLocale();
  // the member's pick hearts (isPick) come with the products
  const { userSysId } = useSession();
  return useQuery({
    queryKey: ['plan', id, locale, userSysId ?? 0],
    queryFn: () => getPlan(id),
    enabled: id > 0,
    retry: false,
  });
}
