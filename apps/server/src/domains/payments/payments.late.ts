import type { payments } from '../../db/schema/index.js';
import type { PaymentGateway } from './payments.gateway.js';

/**
 * Issue 25 (N5): a notification about a payment we already closed unpaid (its order was released: the
 * stock hold ended or the buyer cancelled). When the gateway took the money anyway, it is given back at
 * once (an idempotent whole cancel); the order stays cancelled and its stock is not taken again.
 */
export async function refundIfTakenLate(
  gateway: PaymentGateway,
  p: Pick<typeof payments.$inferSelect, 'paySysId' | 'approvedAt' | 'tid'>,
): Promise<'alreadySettled' | 'refunded'> {
  // a payment we confirmed once (approvedAt) is settled by its refunds (claims), never here
  if (p.approvedAt !== null || !p.tid) return 'alreadySettled';
  const tx = await gateway.get(p.tid);
  if (tx?.status !== 'DONE' || tx.amount - tx.cancelledAmount <= 0) return 'alreadySettled';
  await gateway.cancel(p.tid, 'order cancelled before the payment arrived', { key: `late:${p.paySysId}` });
  return 'refunded';
}
