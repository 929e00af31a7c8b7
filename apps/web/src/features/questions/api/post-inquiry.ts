import type { InquiryRequest, QuestionWriteResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';

/** POST operations/questions: a 1:1 (consulting) inquiry in one of the nine categories. */
export const postInquiry = (body: InquiryRequest) => api<QuestionWriteResponse>('POST', 'operations/questions', body);
