import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { QuestionDetailResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';
import { keys } from '../../../shared/api/query-keys';

/** GET operations/questions/{corsNum}: one inquiry by its number (opening an answered one marks it read). */
export const getQuestion = (corsNum: string) =>
  api<QuestionDetailResponse>('GET', `operations/questions/${encodeURIComponent(corsNum)}`);

export function useQuestion(corsNum: string) {
  return useQuery({
    queryKey: keys.questions.sub('one', corsNum),
    queryFn: () => getQuestion(corsNum),
    enabled: corsNum !== '',
    retry: false,
  });
}

/**
 * The server marks an answered inquiry read when its asker opens it: once the one shown is answered,
 * my questions are reloaded (their unread marks change).
 */
export function useReadOnOpen(state: string | undefined) {
  const qc = useQueryClient();
  useEffect(() => {
    if (state === 'answered') void qc.invalidateQueries({ queryKey: keys.questions.mine() });
  }, [state, qc]);
}
