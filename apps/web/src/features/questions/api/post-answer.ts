import type { QuestionDetailResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';

/** POST operations/questions/{qid}/answer: answer (again: edit the answer). */
export const postAnswer = (questionSysId: number, answer: string) =>
  api<QuestionDetailResponse>('POST', `operations/questions/${questionSysId}/answer`, { answer });
