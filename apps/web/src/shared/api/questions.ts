import type { ProductQuestionRequest, QuestionWriteResponse } from '@lc/contracts';
import { api } from './client';

/**
 * POST products/{id}/questions {questionTypeCode, content, isSecret, broadcastScheduleSysId?}: a product
 * question, from the product page or from the player (which adds the show's schedule).
 */
export const postProductQuestion = (prdtSysId: number, body: ProductQuestionRequest) =>
  api<QuestionWriteResponse>('POST', `products/${prdtSysId}/questions`, body);
