import type { EasyPayProvider, PayMethod } from '@lc/contracts';

/** What a gateway says about one transaction when asked (the only thing the server trusts). */
export interface GatewayTransaction {
  tid: string;
  merchantOrderId: string;
  method: PayMethod;
  /** the easy-pay wallet the buyer paid with (the gateway's word: it may differ from the one asked for) */
  easyPayProvider?: EasyPayProvider | null;
  amount: number;
  /** READY: buyer has not finished; AUTHORIZED: buyer approved, merchant must confirm; DONE: paid */
  status: 'READY' | 'AUTHORIZED' | 'WAITING_FOR_DEPOSIT' | 'DONE' | 'ABORTED' | 'CANCELED' | 'EXPIRED';
  approvedAt: Date | null;
  /** cancelled so far (partial cancels add up; status CANCELED once it reaches the amount) */
  cancelledAmount: number;
  vbank: {
    bankCode: string;
    bankName: string;
    accountNumber: string;
    holder: string;
    depositorName: string;
    dueAt: Date;
  } | null;
}

export interface CreatePaymentInput {
  merchantOrderId: string;
  orderName: string;
  amount: number;
  method: PayMethod;
  easyPayProvider: EasyPayProvider | null;
  /** virtual account: the depositor the buyer declared; only a deposit under this name is accepted */
  depositorName: string | null;
  bankCode: string | null;
  /** where the buyer's browser returns after the approval page */
  returnUrl: string;
  dueAt: Date;
  /** issue 18: the buyer chose the purchase-safety (escrow) service (transfer and virtual account) */
  escrow?: boolean;
  /**
   * issue 18: 현금영수증 (income: mobile number, expense: business number), passed on to the PG; issue 33:
   * a cash payment whose buyer asked for none carries the self-issue to the NTS number (`selfIssuedReceipt`)
   */
  cashReceipt?: { type: 'income' | 'expense'; identity: string } | null;
}

/** A delivery registered with the escrow provider (구매안전서비스: the buyer's money is released after it). */
export interface EscrowDelivery {
  /** carrier code (DELIVERY_COMPANY_CODES) and its tracking number */
  carrierCode: string;
  invoiceNumber: string;
  sentAt: Date;
}
/** registered: the provider has it (its reference); manual: the provider has no API for it (why) */
export type EscrowDeliveryResult = { status: 'registered'; reference: string } | { status: 'manual'; reason: string };

/**
 * A payment gateway (PG). The built-in sandbox implements it; a real PG (Toss Payments, KG Inicis…)
 * would too. Notifications from the gateway are signed and verified with `verifyNotification`.
 */
export interface PaymentGateway {
  readonly name: string;
  create(input: CreatePaymentInput): Promise<{ tx: GatewayTransaction; redirectUrl: string | null }>;
  get(tid: string): Promise<GatewayTransaction | null>;
  /** merchant-side confirmation of an AUTHORIZED payment; the gateway checks the amount */
  confirm(tid: string, amount: number): Promise<GatewayTransaction>;
  /**
   * Cancels the whole transaction, or with `amount` part of a paid one (never more than what is left).
   * With `key` the cancel is idempotent: a repeat with the same key answers the transaction unchanged.
   */
  cancel(tid: string, reason: string, opts?: { amount?: number; key?: string }): Promise<GatewayTransaction | null>;
  verifyNotification(rawBody: string, signature: string | undefined): boolean;
  /** issue 33: tells the escrow provider an escrow payment's goods were sent (전자상거래법 제13조 ②, 제24조) */
  registerEscrowDelivery(tid: string, delivery: EscrowDelivery): Promise<EscrowDeliveryResult>;
  /**
   * A gateway whose notifications are not one signed JSON of ours (Toss: the deposit callback carries a
   * per-payment secret, not the payment key) reads and checks them itself: null when not genuine.
   */
  readNotification?(rawBody: string, signature: string | undefined): Promise<GatewayNotification | null>;
}

/** A notification as a gateway sends it: only its event id and tid are used; the rest is re-queried. */
export interface GatewayNotification {
  eventId: string;
  eventType: string;
  tid: string;
  createdAt: string;
}
