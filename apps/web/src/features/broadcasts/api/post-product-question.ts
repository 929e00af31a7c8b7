import { api } from '../../../shared/api/client';

/**
 * POST products/{id}/questions {questionTypeCode, content}: the product question asked from the player
 * (live §5). The questions domain answers it; the player ignores failures as the spec says.
 */
export const postProductQuestion = (prdtSysId: number, content: string) =>
  api('POST', `products/${prdtSysId}/questions`, { questionTypeCode: 0, content });
