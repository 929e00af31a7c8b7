import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuestionDetailResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';
import { keys } from '../../../shared/api/query-keys';

/** POST operations/questions/{qid}/answer: answer (again: edit the answer). */
export const postAnswer = (questionSysId: number, answer: string) =>
  api<QuestionDetailResponse>('POST', `operations/questions/${questionSysId}/answer`, { answer });

/**
 * The answer as a mutation: once the server took it, `onAnswered` runs (the screen says so) and every
 * question query (queue, lists, details) is refetched; the mutation settles when the refetch is done.
 */
export function useAnswerQuestion({ onAnswered }: { onAnswered?: () => void } = {}) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ questionSysId, answer }: { questionSysId: number; answer: string }) =>
      postAnswer(questionSysId, answer),
    onSuccess: async () => {
      onAnswered?.();
      await qc.invalidateQueries({ queryKey: keys.questions.all });
    },
  });
}
