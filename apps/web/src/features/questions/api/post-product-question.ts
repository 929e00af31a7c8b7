import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductQuestionRequest } from '@lc/contracts';
import { keys } from '../../../shared/api/query-keys';
import { postProductQuestion } from '../../../shared/api/questions';

/** Ask a product question, then reload the questions (not awaited: the sheet closes on its own timer). */
export function usePostProductQuestionMutation(prdtSysId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ProductQuestionRequest) => postProductQuestion(prdtSysId, body),
    onSuccess: () => void qc.invalidateQueries({ queryKey: keys.questions.all }),
  });
}
