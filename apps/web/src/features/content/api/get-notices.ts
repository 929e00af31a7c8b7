import { useInfiniteQuery } from '@tanstack/react-query';
import type { NoticesResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';
import { useLocale } from '../../../shared/i18n';
import { nextStart } from '../../../shared/infinite';

/** GET operations/notices/list?startIndex&rowCount */
export function getNotices(startIndex: number) {
  return api<NoticesResponse>('GET', 'operations/notices/list', { startIndex, rowCount: 20 });
}

export function useNotices() {
  const [locale] = useLocale();
  return useInfiniteQuery({
    queryKey: ['notices', locale],
    queryFn: ({ pageParam }) => getNotices(pageParam),
    initialPageParam: 0,
    getNextPageParam: (_l, pages) => nextStart(pages, (p: NoticesResponse) => p.notices),
  });
}
