import { useInfiniteQuery } from '@tanstack/react-query';
import type { FaqsResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';
import { useLocale } from '../../../shared/i18n';
import { nextStart } from '../../../shared/infinite';

/** GET operations/faqs?categoryCode&keyword&startIndex&rowCount */
export function getFaqs(q: { categoryCode?: number; keyword?: string; startIndex: number }) {
  return api<FaqsResponse>('GET', 'operations/faqs', { ...q, rowCount: 20 });
}

export function useFaqs(q: { categoryCode?: number; keyword?: string }) {
  const [locale] = useLocale();
  return useInfiniteQuery({
    queryKey: ['faqs', q, locale],
    queryFn: ({ pageParam }) => getFaqs({ ...q, startIndex: pageParam }),
    initialPageParam: 0,
    getNextPageParam: (_l, pages) => nextStart(pages, (p: FaqsResponse) => p.faqs),
    retry: false,
  });
}
