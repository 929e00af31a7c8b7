import type { ClaimRequest, ClaimType, ClaimView } from '@lc/contracts';
import { api } from '../../../shared/api/client';

/** POST orders/{id}/products/{pid}/proposaling/cancel|return|exchange (jsonData; photos come later as multipart). */
export const postProposal = (orderSysId: number, orderPrdtSysId: number, type: ClaimType, body: ClaimRequest) =>
  api<{ claim: ClaimView }>('POST', `orders/${orderSysId}/products/${orderPrdtSysId}/proposaling/${type}`, body);
