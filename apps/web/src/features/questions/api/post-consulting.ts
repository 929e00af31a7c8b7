import type { ConsultingRequest, QuestionWriteResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';

/** POST operations/consulting: a personal inquiry (sign-up/login, info check/edit, other). */
export const postConsulting = (body: ConsultingRequest) =>
  api<QuestionWriteResponse>('POST', 'operations/consulting', body);
