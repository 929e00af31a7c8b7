import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { keys } from '../../../shared/api/query-keys';

/** PATCH users/{id}/questions/{qid}/read: the asker has opened the answer. */
export const patchQuestionRead = (userSysId: number, questionSysId: number) =>
  api('PATCH', `users/${userSysId}/questions/${questionSysId}/read`, {});

/** Mark an answer read, then reload my questions (their unread marks); a failure is left silent. */
export function useQuestionReadMutation(userSysId: number | null) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (questionSysId: number) => patchQuestionRead(userSysId!, questionSysId),
    onSuccess: () => qc.invalidateQueries({ queryKey: keys.questions.mine() }),
  });
}
