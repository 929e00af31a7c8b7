import type { ProductQuestionRequest, QuestionWriteResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';

/** POST products/{id}/questions {questionTypeCode, content, isSecret}: a product question. */
export const postProductQuestion = (prdtSysId: number, body: ProductQuestionRequest) =>
  api<QuestionWriteResponse>('POST', `products/${prdtSysId}/questions`, body);
