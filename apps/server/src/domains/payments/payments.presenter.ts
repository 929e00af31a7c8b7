import type { EasyPayProvider, PaymentState, PaymentView, PayMethod } from '@lc/contracts';
import type { payments } from '../../db/schema/index.js';

type PaymentRow = typeof payments.$inferSelect;

export const presentPayment = (p: PaymentRow): PaymentView => ({
  paySysId: p.paySysId,
  orderSysId: p.orderSysId,
  payMethod: p.payMethod as PayMethod,
  easyPayProvider: (p.easyPayProvider as EasyPayProvider | null) ?? null,
  amount: p.amount,
  status: p.status as PaymentState,
  tid: p.tid,
  vbank: p.vbank ?? null,
  approvedAt: p.approvedAt?.toISOString() ?? null,
  failReason: p.failReason,
  cancelledAmount: p.cancelledAmount,
});
