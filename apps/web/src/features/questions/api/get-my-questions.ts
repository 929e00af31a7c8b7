import { useInfiniteQuery } from '@tanstack/react-query';
import type { MyQuestionListResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';
import { nextStart } from '../../../shared/infinite';
import { QUESTION_PAGE_ROWS } from './get-product-questions';
import { keys } from '../../../shared/api/query-keys';

export type MyQuestionKind = 'all' | 'product' | 'inquiry';

/** GET users/{id}/questions/list?kind&startIndex&rowCount: the member's questions and inquiries with answer state. */
export const getMyQuestions = (userSysId: number, kind: MyQuestionKind, startIndex: number) =>
  api<MyQuestionListResponse>('GET', `users/${userSysId}/questions/list`, {
    kind,
    startIndex,
    rowCount: QUESTION_PAGE_ROWS,
  });

export function useMyQuestions(userSysId: number | null, kind: MyQuestionKind) {
  return useInfiniteQuery({
    queryKey: keys.questions.mine(userSysId, kind),
    queryFn: ({ pageParam }) => getMyQuestions(userSysId!, kind, pageParam),
    initialPageParam: 0,
    getNextPageParam: (_l, pages) => nextStart(pages, (p: MyQuestionListResponse) => p.questions),
    enabled: userSysId !== null,
  });
}
