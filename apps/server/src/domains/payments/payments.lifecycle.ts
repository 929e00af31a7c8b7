import { and, inArray, type SQL } from 'drizzle-orm';
import { findPaymentTransition, paymentSourcesOf, RC, type OrderActor, type PaymentState } from '@lc/contracts';
import type { Queryable } from '../../db/client.js';
import { payments } from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';

type PaymentRow = typeof payments.$inferSelect;

/** Refuses (6121) a payment move the contracts' payments table does not allow for this actor. */
export function assertPaymentMove(from: string, to: PaymentState, actor: OrderActor): void {
  if (!findPaymentTransition(from, to, actor))
    throw new AppError(RC.PAYMENT_TRANSITION_ILLEGAL, { extra: { from, to } });
}

/**
 * The states a payment may be moved to `to` from by this actor: the table's sources, or the
 * caller's narrower list, every one of which the table must allow (6121 otherwise).
 */
export function paymentSources(to: PaymentState, actor: OrderActor, from?: readonly PaymentState[]): PaymentState[] {
  const allowed = paymentSourcesOf(to, actor);
  for (const f of from ?? []) assertPaymentMove(f, to, actor);
  const out = from ? [...from] : allowed;
  if (out.length === 0) throw new AppError(RC.PAYMENT_TRANSITION_ILLEGAL, { extra: { to } });
  return out;
}

/**
 * The one way an order payment's status changes (issue 17, like `transitionLine` for order
 * lines): the payments matching `where` that are in a state the contracts' table lets this actor
 * move to `to` (or in the caller's narrower `from`, checked against the table) move with one
 * conditional UPDATE, with the step's other columns (`set`). A payment in another state is left as
 * it is (a notification and a re-query racing: the second finds it settled); the caller sees which
 * moved. Inserting a payment in one of `PAYMENT_INITIAL_STATES` is the only other status write.
 */
export async function movePayments(
  q: Queryable,
  where: SQL | undefined,
  to: PaymentState,
  actor: OrderActor,
  opts: { from?: readonly PaymentState[]; set?: Omit<Partial<PaymentRow>, 'status' | 'paySysId'> } = {},
): Promise<PaymentRow[]> {
  const from = paymentSources(to, actor, opts.from);
  return q
    .update(payments)
    .set({ ...opts.set, status: to })
    .where(and(where, inArray(payments.status, from)))
    .returning();
}
