import { api } from '../../../shared/api/client';

/** PATCH users/{id}/questions/{qid}/read: the asker has opened the answer. */
export const patchQuestionRead = (userSysId: number, questionSysId: number) =>
  api('PATCH', `users/${userSysId}/questions/${questionSysId}/read`, {});
