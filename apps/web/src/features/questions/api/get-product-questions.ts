import { useInfiniteQuery } from '@tanstack/react-query';
import type { ProductQuestionListResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';
import { nextStart } from '../../../shared/infinite';
import { useSession } from '../../../shared/session';
import { keys } from '../../../shared/api/query-keys';

export const QUESTION_PAGE_ROWS = 20;

/** GET products/{id}/questions?startIndex&rowCount&mine: the product's Q&A (secret ones masked unless mine). */
export const getProductQuestions = (prdtSysId: number, startIndex: number, rowCount: number, mine: boolean) =>
  api<ProductQuestionListResponse>('GET', `products/${prdtSysId}/questions`, {
    startIndex,
    rowCount,
    ...(mine ? { mine: 'true' } : {}),
  });

export function useProductQuestions(prdtSysId: number, mine: boolean, rowCount = QUESTION_PAGE_ROWS) {
  const { userSysId } = useSession();
  return useInfiniteQuery({
    queryKey: keys.questions.sub('product', prdtSysId, mine, rowCount, userSysId ?? 0),
    queryFn: ({ pageParam }) => getProductQuestions(prdtSysId, pageParam, rowCount, mine),
    initialPageParam: 0,
    getNextPageParam: (_l, pages) => nextStart(pages, (p: ProductQuestionListResponse) => p.questions),
    enabled: Number.isFinite(prdtSysId),
  });
}
