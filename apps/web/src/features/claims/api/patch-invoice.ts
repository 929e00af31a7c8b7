import type { PatchOrdersProductsSegResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';

/** PATCH orders/{id}/products/{pid}/exchange/{exId} | return/{retId}: the carrier and invoice of the goods sent back. */
export const patchReturnInvoice = (
  orderSysId: number,
  orderPrdtSysId: number,
  type: 'exchange' | 'return',
  claimSysId: number,
  body: { deliveryCompanyCode: string; invoiceNumber: string },
) =>
  api<PatchOrdersProductsSegResponse>(
    'PATCH',
    `orders/${orderSysId}/products/${orderPrdtSysId}/${type}/${claimSysId}`,
    body,
  );
