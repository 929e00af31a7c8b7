import type { DataCipher } from '../../shared/data-cipher.js';
import { DELIVERY_COMPANIES, type ClaimListItem, type ClaimType, type ClaimView, type PayoutView } from '@lc/contracts';
import type { claims, orderDeliveries, refundPayouts } from '../../db/schema/index.js';

/** `view`: a stored photo → its address for this reader (private photos are signed links, issue 26) */
export function presentClaim(c: typeof claims.$inferSelect, view: (stored: string) => string): ClaimView {
  return {
    claimSysId: c.claimSysId,
    type: c.type as ClaimType,
    orderSysId: c.orderSysId,
    orderPrdtSysId: c.orderPrdtSysId,
    status: c.status,
    reasonCode: c.reasonCode,
    reasonDetail: c.reasonDetail,
    customerFault: c.customerFault === 1,
    shippingFee: c.shippingFee,
    refundAmount: c.refundAmount,
    refundPoints: c.refundPoints,
    refundMethod: c.refundMethod,
    images: c.images.map(view),
    denyReason: c.denyReason,
    returnInvoice: c.returnInvoice,
    returnCompanyCode: c.returnCompanyCode,
    createdAt: c.createdAt.toISOString(),
    decidedAt: c.decidedAt?.toISOString() ?? null,
    refundedAt: c.refundedAt?.toISOString() ?? null,
    exceptionCode: c.exceptionCode,
    receivedAt: c.receivedAt?.toISOString() ?? null,
    refundDueAt: c.refundDueAt?.toISOString() ?? null,
  };
}

/** The operator pays the transfer from this view: the account number opened (issue 33: stored sealed). */
export function presentPayout(p: typeof refundPayouts.$inferSelect, cipher: DataCipher): PayoutView {
  return {
    payoutSysId: p.payoutSysId,
    claimSysId: p.claimSysId,
    orderSysId: p.orderSysId,
    amount: p.amount,
    bankCode: p.bankCode,
    accountNumber: cipher.open(p.accountNumber),
    holder: p.holder,
    status: p.status,
    requestedAt: p.requestedAt.toISOString(),
    paidAt: p.paidAt?.toISOString() ?? null,
  };
}

export function presentDelivery(d: typeof orderDeliveries.$inferSelect) {
  const company = DELIVERY_COMPANIES.find((c) => c.code === d.deliveryCompanyCode);
  return {
    deliveryCompanyCode: d.deliveryCompanyCode,
    deliveryCompanyName: company?.ko ?? d.deliveryCompanyCode,
    invoiceNumber: d.invoiceNumber,
    dispatchedAt: d.dispatchedAt.toISOString(),
    deliveredAt: d.deliveredAt?.toISOString() ?? null,
  };
}

/** A claim in the buyer's request lists, with its item (the name in the caller's language) and line state. */
export function presentClaimRequest(
  r: {
    c: typeof claims.$inferSelect;
    name: string;
    nameEn: string | null;
    /** the line's square image, and the product's big image for a product that has no square one */
    image: string;
    bigImage: string | null;
    lineStatus: number;
  },
  lang: 'ko' | 'en',
  view: (stored: string) => string,
): ClaimListItem {
  return {
    ...presentClaim(r.c, view),
    name: lang === 'en' && r.nameEn ? r.nameEn : r.name,
    squareImageUrl: r.image || r.bigImage || '',
    lineStatus: r.lineStatus,
  };
}
