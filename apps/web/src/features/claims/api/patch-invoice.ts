import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PatchOrdersProductsSegResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';
import { keys } from '../../../shared/api/query-keys';

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

/** Enter the invoice of the goods sent back, then reload the claims (awaited: the detail screen comes next). */
export function usePatchReturnInvoiceMutation(orderSysId: number, orderPrdtSysId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: {
      type: 'exchange' | 'return';
      claimSysId: number;
      body: { deliveryCompanyCode: string; invoiceNumber: string };
    }) => patchReturnInvoice(orderSysId, orderPrdtSysId, v.type, v.claimSysId, v.body),
    onSuccess: () => qc.invalidateQueries({ queryKey: keys.claims.all }),
  });
}
