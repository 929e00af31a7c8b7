import type { ClaimRequest, ClaimType, PostOrdersProductsProposalingResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';

/** POST orders/{id}/products/{pid}/proposaling/cancel|return|exchange (jsonData; photos come later as multipart). */
export const postProposal = (orderSysId: number, orderPrdtSysId: number, type: ClaimType, body: ClaimRequest) =>
  api<PostOrdersProductsProposalingResponse>(
    'POST',
    `orders/${orderSysId}/products/${orderPrdtSysId}/proposaling/${type}`,
    body,
  );
