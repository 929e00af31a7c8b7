import type { OrderProductView, OrderView, PaymentView, PayMethod, EasyPayProvider, PaymentState } from '@lc/contracts';
import type { orderProducts, orders, payments } from '../../db/schema/index.js';

type OrderRow = typeof orders.$inferSelect;
type OrderProductRow = typeof orderProducts.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;

export function presentOrder(o: OrderRow): OrderView {
  return {
    orderSysId: o.orderSysId,
    orderNumber: o.orderNumber,
    status: o.status,
    isMember: o.userSysId !== null,
    payMethod: (o.payMethod as PayMethod | null) ?? null,
    amounts: {
      prdtPrice: o.prdtPrice,
      discount: o.discount,
      couponAmount: o.couponAmount,
      pointAmount: o.pointAmount,
      deliveryPrice: o.deliveryPrice,
      addDeliveryCost: o.addDeliveryCost,
      payAmount: o.payAmount,
    },
    orderer: { name: o.ordererName, phone: o.ordererPhone, email: o.ordererEmail },
    receiver: {
      name: o.receiverName,
      phone: o.receiverPhone,
      postNumber: o.postNumber,
      address: o.address,
      addressDetail: o.addressDetail,
      memo: o.deliveryMemo,
    },
    createdAt: o.createdAt.toISOString(),
    payDueAt: o.payDueAt.toISOString(),
    paidAt: o.paidAt?.toISOString() ?? null,
    cancelledAt: o.cancelledAt?.toISOString() ?? null,
    payTermsAgreedAt: o.payTermsAgreedAt?.toISOString() ?? null,
    age14ConfirmedAt: o.age14ConfirmedAt?.toISOString() ?? null,
    escrow: o.escrow === 1,
    cashReceipt: o.cashReceipt ?? null,
  };
}

export const presentOrderProduct = (p: OrderProductRow): OrderProductView => ({
  orderPrdtSysId: p.orderPrdtSysId,
  prdtSysId: p.prdtSysId,
  parentOrderPrdtSysId: p.parentOrderPrdtSysId,
  isAddingProduct: p.prdtAddingProductDetailSysId !== null ? 1 : 0,
  name: p.name,
  brandName: p.brandName,
  squareImageUrl: p.squareImageUrl,
  optionText: p.optionText,
  qty: p.qty,
  unitPrice: p.unitPrice,
  lineAmount: p.lineAmount,
  couponAmount: p.couponAmount,
  status: p.status,
});

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
