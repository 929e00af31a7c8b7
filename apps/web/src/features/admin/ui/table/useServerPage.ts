import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SortingState } from '@tanstack/react-table';
import { fetchPage, type ListQuery, type Page } from '../../api/list';

/** rows per page of every back-office table */
export const PAGE_SIZE = 20;

/**
 * The page the server answers for the filters, the page index and the sort (one column): the previous
 * page stays shown while the next loads. A new sort goes back to the first page.
 */
export function useServerPage<T>(
  path: string,
  queryKey: readonly unknown[],
  filters: Record<string, string | number | undefined>,
) {
  const [pageIndex, setPageIndex] = useState(0);
  const [sorting, setSorting] = useState<SortingState>([]);
  const sort = sorting[0];
  const query: ListQuery = {
    ...filters,
    page: pageIndex + 1,
    size: PAGE_SIZE,
    ...(sort ? { sort: sort.id, order: sort.desc ? 'desc' : 'asc' } : {}),
  };
  const q = useQuery<Page<T>>({
    queryKey: [...queryKey, query],
    queryFn: () => fetchPage<T>(path, query),
    placeholderData: keepPreviousData,
  });
  const total = q.data?.totalCount ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));
  return { q, query, total, pageCount, pageIndex, setPageIndex, sorting, setSorting };
}
