import { useQuery } from '@tanstack/react-query';
import type { ContentsResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';
import { useLocale } from '../../../shared/i18n';

/** GET operations/contents/{id} */
export function getContents(id: number) {
  return api<ContentsResponse>('GET', `operations/contents/${id}`);
}

export function useContents(id: number) {
  const [locale] = useLocale();
  return useQuery({
    queryKey: ['contents', id, locale],
    queryFn: () => getContents(id),
    enabled: id > 0,
    retry: false,
  });
}
