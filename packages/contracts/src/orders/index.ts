import { CASH_RECEIPT_TYPES, cashReceiptInput } from '../compliance/index.js';
import { z } from 'zod';
import { appliedCoupon, couponOption, couponSelection } from '../coupons/index.js';

const sysId = z.coerce.number().int().positive().max(2_147_483_647);
const won = z.number().int().min(0).max(1_000_000_000);

/** Order states (shopping §4). 0 is ours: created, waiting for the buyer to start or finish paying. */
export const ORDER_STATUS = {
  awaitingPayment: 0,
  depositChecking: 1,
  paid: 2,
  preparing: 3,
  dispatched: 4,
  delivered: 5,
  purchaseConfirmed: 6,
  cancelRequested: 100,
  cancelDenied: 101,
  cancelled: 102,
  exchangeRequested: 103,
  exchangeDenied: 104,
  exchangeInProgress: 105,
  exchangePreparing: 106,
  exchangeDispatched: 107,
  exchangeDelivered: 108,
  exchangeComplete: 109,
  returnRequested: 110,
  returnDenied: 111,
  returnInProgress: 112,
  returnReceived: 113,
  returnComplete: 114,
} as const;
export type OrderStatusCode = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];

/** Payment methods: card, virtual account (무통장/가상계좌), real-time bank transfer, easy pay. */
export const PAY_METHODS = ['card', 'vbank', 'transfer', 'easypay'] as const;
export type PayMethod = (typeof PAY_METHODS)[number];
export const EASY_PAY_PROVIDERS = ['kakaopay', 'naverpay', 'tosspay', 'payco'] as const;
export type EasyPayProvider = (typeof EASY_PAY_PROVIDERS)[number];

/** Points on the order page (shopping §5, §9): usable from 1,000 held, in steps of 100, 1 point = 1 won. */
export const POINT_USE_POLICY = { minHeld: 1000, step: 100 } as const;

export * from './in-app-wallet.js';

// the order headers live in headers.ts (a module without zod, read by the web's entry: issue 19)
export * from './headers.js';
export * from './limits.js';

/** One product line to buy: from the cart (basketSysId) or straight from a product page. */
export const orderItemInput = z.object({
  prdtSysId: sysId,
  qty: z.coerce.number().int().min(1).max(999),
  /** one prdtOptionSysId per option group */
  options: z.array(sysId).max(10).default([]),
  addingProducts: z
    .array(z.object({ prdtAddingProductDetailSysId: sysId, addingQty: z.coerce.number().int().min(1).max(999) }))
    .max(20)
    .default([]),
  broadcastScheduleSysId: sysId.nullable().optional(),
  basketSysId: sysId.nullable().optional(),
  /** an event product opened from its event plan (/Product/{prdtSysId}/{planPrdtSysId}) */
  planPrdtSysId: sysId.nullable().optional(),
});
export type OrderItemInput = z.input<typeof orderItemInput>;

/** POST orders/deliveries: the server's quote for the order page (fees, Jeju/island cost, points, total). */
export const checkoutQuoteRequest = z.object({
  items: z.array(orderItemInput).min(1).max(100),
  postNumber: z
    .string()
    .regex(/^\d{5}$/)
    .nullable()
    .optional(),
  pointAmount: won.default(0),
  /** product coupons (with their line) and at most one cart coupon */
  coupons: z.array(couponSelection).max(101).default([]),
});
export type CheckoutQuoteRequest = z.input<typeof checkoutQuoteRequest>;

export const quoteLine = z.object({
  prdtSysId: z.number().int(),
  name: z.string(),
  brandName: z.string(),
  squareImageUrl: z.string(),
  qty: z.number().int(),
  unitPrice: z.number().int(),
  marketPrice: z.number().int(),
  isLivePrice: z.union([z.literal(0), z.literal(1)]),
  options: z.array(
    z.object({
      prdtOptionSysId: z.number().int(),
      optionGroup: z.string(),
      optionKeyName: z.string(),
      addedPrice: z.number().int(),
    }),
  ),
  addingProducts: z.array(
    z.object({
      prdtAddingProductDetailSysId: z.number().int(),
      name: z.string(),
      price: z.number().int(),
      addingQty: z.number().int(),
    }),
  ),
  lineAmount: z.number().int(),
  /** coupon discount allocated to this line (product coupon + its share of the cart coupon) */
  couponAmount: z.number().int(),
});
export type QuoteLine = z.infer<typeof quoteLine>;

/** payPriceInfo (shopping §3), all integer won computed by the server. */
export const orderAmounts = z.object({
  /** selling prices × quantities, options and adding products included */
  prdtPrice: z.number().int(),
  /** marketPrice − selling price over the lines (shown as the product discount) */
  discount: z.number().int(),
  couponAmount: z.number().int(),
  pointAmount: z.number().int(),
  deliveryPrice: z.number().int(),
  addDeliveryCost: z.number().int(),
  payAmount: z.number().int(),
});
export type OrderAmounts = z.infer<typeof orderAmounts>;

export const extraArea = z.object({ type: z.enum(['jeju', 'island']), name: z.string() }).nullable();

export const checkoutQuoteResponse = z.object({
  lines: z.array(quoteLine),
  amounts: orderAmounts,
  extraArea,
  /** points the caller holds (0 for a non-member) */
  pointBalance: z.number().int(),
  /** the coupons applied, each with its discount */
  coupons: z.array(appliedCoupon),
  /** the buyer's usable coupons and what each would do to this order on its own */
  couponOptions: z.array(couponOption),
});
export type CheckoutQuoteResponse = z.infer<typeof checkoutQuoteResponse>;

/** An orderer's or receiver's phone, hyphens removed: a mobile or a landline (0 and 9–11 digits). */
export const ORDER_PHONE_RE = /^0\d{8,10}$/;
const phone = z
  .string()
  .transform((s) => s.replace(/-/g, '').trim())
  .pipe(z.string().regex(ORDER_PHONE_RE));
const personName = z.string().trim().min(1).max(40);

/** POST orders (with an Idempotency-Key header). */
export const createOrderRequest = z.object({
  items: z.array(orderItemInput).min(1).max(100),
  orderer: z.object({ name: personName, phone, email: z.string().trim().email().max(100).nullable().optional() }),
  receiver: z.object({
    name: personName,
    phone,
    postNumber: z.string().regex(/^\d{5}$/),
    address: z.string().trim().min(1).max(200),
    addressDetail: z.string().trim().max(200).default(''),
    memo: z.string().trim().max(100).default(''),
  }),
  /** required even for 0 won (shopping §5) */
  payMethod: z.enum(PAY_METHODS).nullable().optional(),
  pointAmount: won.default(0),
  coupons: z.array(couponSelection).max(101).default([]),
  /** what the browser shows; refused with "price changed" when the server's total differs */
  expectedPayAmount: won,
  agreePayTerms: z.boolean(),
  /** "I am 14 or older" */
  confirmAge14: z.boolean(),
  /** issue 33: "I agree to give my details to the seller(s) of this order" (개인정보 보호법 제17조); 6160 without it */
  agreeSellerProvision: z.boolean().default(false),
  /** the purchase-safety (escrow) service: transfer and virtual account only (전자상거래법 제13조 ②10, 제24조) */
  escrow: z.boolean().default(false),
  /** 현금영수증 for transfer and virtual account payments (null: none) */
  cashReceipt: cashReceiptInput.nullable().optional(),
  /** the show the order was opened from (its player, live or replay): sales per broadcast (issue 14) */
  broadcastScheduleSysId: sysId.nullable().optional(),
});
export type CreateOrderRequest = z.input<typeof createOrderRequest>;

export const orderProductView = z.object({
  orderPrdtSysId: z.number().int(),
  prdtSysId: z.number().int(),
  parentOrderPrdtSysId: z.number().int().nullable(),
  isAddingProduct: z.union([z.literal(0), z.literal(1)]),
  name: z.string(),
  brandName: z.string(),
  squareImageUrl: z.string(),
  optionText: z.string(),
  qty: z.number().int(),
  unitPrice: z.number().int(),
  lineAmount: z.number().int(),
  couponAmount: z.number().int(),
  status: z.number().int(),
});
export type OrderProductView = z.infer<typeof orderProductView>;

export const vbankInfo = z.object({
  bankCode: z.string(),
  bankName: z.string(),
  accountNumber: z.string(),
  holder: z.string(),
  depositorName: z.string(),
  dueAt: z.string(),
});
export type VbankInfo = z.infer<typeof vbankInfo>;

export const PAYMENT_STATES = ['ready', 'waitingDeposit', 'paid', 'declined', 'cancelled', 'expired'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

export const paymentView = z.object({
  paySysId: z.number().int(),
  orderSysId: z.number().int(),
  payMethod: z.enum(PAY_METHODS),
  easyPayProvider: z.enum(EASY_PAY_PROVIDERS).nullable(),
  amount: z.number().int(),
  status: z.enum(PAYMENT_STATES),
  tid: z.string().nullable(),
  vbank: vbankInfo.nullable(),
  approvedAt: z.string().nullable(),
  failReason: z.string().nullable(),
  /** refunded through the gateway so far (partial cancels of a card, transfer or easy-pay payment) */
  cancelledAmount: z.number().int(),
});
export type PaymentView = z.infer<typeof paymentView>;

export const orderView = z.object({
  orderSysId: z.number().int(),
  orderNumber: z.string(),
  status: z.number().int(),
  isMember: z.boolean(),
  payMethod: z.enum(PAY_METHODS).nullable(),
  amounts: orderAmounts,
  orderer: z.object({ name: z.string(), phone: z.string(), email: z.string().nullable() }),
  receiver: z.object({
    name: z.string(),
    phone: z.string(),
    postNumber: z.string(),
    address: z.string(),
    addressDetail: z.string(),
    memo: z.string(),
  }),
  createdAt: z.string(),
  /** unpaid orders are cancelled after this (end of the next day) */
  payDueAt: z.string(),
  paidAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  /** when the buyer ticked the payment terms and the 14+ box (issue 18: stored with the order) */
  payTermsAgreedAt: z.string().nullable(),
  age14ConfirmedAt: z.string().nullable(),
  /** issue 33: when the buyer agreed to give their details to the order's sellers */
  sellerProvisionAgreedAt: z.string().nullable(),
  escrow: z.boolean(),
  cashReceipt: z.object({ type: z.enum(CASH_RECEIPT_TYPES), identity: z.string() }).nullable(),
});
export type OrderView = z.infer<typeof orderView>;

export const orderResponse = z.object({
  order: orderView,
  products: z.array(orderProductView),
  payment: paymentView.nullable(),
});
export type OrderResponse = z.infer<typeof orderResponse>;

export const createOrderResponse = orderResponse.extend({
  /** a non-member's key to this order (send it as x-order-token); null for a member */
  orderToken: z.string().nullable(),
});
export type CreateOrderResponse = z.infer<typeof createOrderResponse>;

export const orderProductsResponse = z.object({ products: z.array(orderProductView) });

/** POST orders/{id}/pays (with an Idempotency-Key header). */
export const payOrderRequest = z.object({
  payMethod: z.enum(PAY_METHODS),
  easyPayProvider: z.enum(EASY_PAY_PROVIDERS).nullable().optional(),
  /** virtual account: the name the buyer will deposit under (default: the orderer's name) */
  depositorName: z.string().trim().min(1).max(40).nullable().optional(),
  bankCode: z.string().max(4).nullable().optional(),
});
export type PayOrderRequest = z.input<typeof payOrderRequest>;

export const payOrderResponse = z.object({
  payment: paymentView,
  /** card, transfer and easy pay continue on the gateway's approval page */
  redirectUrl: z.string().nullable(),
  order: orderView,
});
export type PayOrderResponse = z.infer<typeof payOrderResponse>;

export const paymentResponse = z.object({ payment: paymentView.nullable(), order: orderView });
export type PaymentResponse = z.infer<typeof paymentResponse>;

/** GET orders/nonUser/product?orderNumber&phone (/nonMemberOrder). */
export const nonMemberLookupQuery = z.object({
  orderNumber: z.string().trim().min(1).max(30),
  phone: z.string().transform((s) => s.replace(/-/g, '').trim()),
});
export const nonMemberLookupResponse = orderResponse.extend({ orderToken: z.string() });
export type NonMemberLookupResponse = z.infer<typeof nonMemberLookupResponse>;

export const orderIdParams = z.object({ id: sysId });

/** Banks the sandbox gateway issues virtual accounts from (bank codes of the Korea Financial Telecommunications). */
export const VBANK_BANKS = [
  { code: '004', ko: 'KB국민은행', en: 'KB Kookmin Bank' },
  { code: '088', ko: '신한은행', en: 'Shinhan Bank' },
  { code: '020', ko: '우리은행', en: 'Woori Bank' },
  { code: '081', ko: '하나은행', en: 'Hana Bank' },
  { code: '011', ko: 'NH농협은행', en: 'NH NongHyup Bank' },
] as const;

/** POST payments/sandbox/deposits (operators; the demo's "simulate a deposit"). */
export const sandboxDepositRequest = z.object({
  accountNumber: z.string().trim().min(4).max(30),
  depositorName: z.string().trim().min(1).max(40),
  amount: won,
});
export const sandboxDepositResponse = z.object({
  /** true when the deposit matched the account's depositor and amount and the gateway notified us */
  matched: z.boolean(),
  orderSysId: z.number().int().nullable(),
  orderStatus: z.number().int().nullable(),
});

/**
 * What /cart and /cartOrder hand to /BuyProduct in sessionStorage (the product page hands over its
 * own `product` key, shopping §3 client state). Amounts are never taken from it: the server quotes.
 */
export const ORDER_DRAFT_STORAGE_KEY = 'orderDraft';
export interface OrderDraft {
  from: 'cart' | 'product';
  items: {
    prdtSysId: number;
    qty: number;
    options: number[];
    addingProducts: { prdtAddingProductDetailSysId: number; addingQty: number }[];
    broadcastScheduleSysId: number | null;
    basketSysId: number | null;
    planPrdtSysId?: number | null;
  }[];
  /** guest-cart keys to drop once the order is placed */
  guestKeys?: string[];
}
/** The address picked on /BuyProduct/searchPost (client state postCode: address, detail, zonecode, initFlag). */
export const POST_CODE_STORAGE_KEY = 'postCode';
/** A non-member's order token, per order: `orderToken:<orderSysId>` in sessionStorage. */
export const orderTokenStorageKey = (orderSysId: number) => `orderToken:${orderSysId}`;
export * from './claims-responses.js';
export * from './lists-responses.js';
export * from './module-responses.js';
export * from './responses.js';
export * from './history-reasons.js';
