import type { OrderInquiryRequest, QuestionWriteResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';

/** POST users/{id}/orders/{orderId}/products/{orderPrdtId}/questions: a 1:1 inquiry about an order line. */
export const postOrderInquiry = (
  userSysId: number,
  orderSysId: number,
  orderPrdtSysId: number,
  body: OrderInquiryRequest,
) =>
  api<QuestionWriteResponse>(
    'POST',
    `users/${userSysId}/orders/${orderSysId}/products/${orderPrdtSysId}/questions`,
    body,
  );
