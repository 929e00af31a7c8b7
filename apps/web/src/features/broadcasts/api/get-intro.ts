import { useQuery } from '@tanstack/react-query';
import type { IntroResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';
import { useLocale } from '../../../shared/i18n';
import { keys } from '../../../shared/api/query-keys';

/** GET broadcasts/{id}/intro?broadcastScheduleSysId → the broadcast with its products (live §7). */
export const getIntro = (bc: number, schedule: number) =>
  api<IntroResponse>('GET', `broadcasts/${bc}/intro`, { broadcastScheduleSysId: schedule });

export function useIntro(bc: number, schedule: number) {
  const [locale] = useLocale();
  return useQuery({
    queryKey: keys.broadcasts.sub('intro', bc, schedule, locale),
    queryFn: () => getIntro(bc, schedule),
    retry: false,
  });
}
