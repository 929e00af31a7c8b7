import { useInfiniteQuery } from '@tanstack/react-query';
import type { AnswerQueueResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';
import { nextStart } from '../../../shared/infinite';
import { QUESTION_PAGE_ROWS } from './get-product-questions';
import { keys } from '../../../shared/api/query-keys';

export type QueueState = 'waiting' | 'answered' | 'all';
export type QueueKind = 'all' | 'product' | 'inquiry';

/** GET operations/questions/list?state&kind: what staff or a brand seller may answer, waiting first. */
export const getAnswerQueue = (state: QueueState, kind: QueueKind, startIndex: number) =>
  api<AnswerQueueResponse>('GET', 'operations/questions/list', {
    state,
    kind,
    startIndex,
    rowCount: QUESTION_PAGE_ROWS,
  });

export function useAnswerQueue(state: QueueState, kind: QueueKind) {
  return useInfiniteQuery({
    queryKey: keys.questions.sub('queue', state, kind),
    queryFn: ({ pageParam }) => getAnswerQueue(state, kind, pageParam),
    initialPageParam: 0,
    getNextPageParam: (_l, pages) => nextStart(pages, (p: AnswerQueueResponse) => p.questions),
    retry: false,
  });
}
