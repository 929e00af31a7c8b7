import type { OrderActor, OrderStatusCode, OrderView, PaymentView } from '@lc/contracts';
import type { Queryable } from '../../db/client.js';
import type { orders } from '../../db/schema/index.js';
import type { AuthUser } from '../auth/auth.tokens.js';

type OrderRow = typeof orders.$inferSelect;

/** Who asks about an order's payment: a member/staff token, or a non-member's order token. */
export interface PayCaller {
  user: AuthUser | undefined;
  orderToken: string | undefined;
  /** the browser's User-Agent (an iOS in-app browser cannot open another app's wallet: 6122) */
  userAgent?: string;
}

/**
 * What payments need from the orders domain, passed in by the composition (orders.module.ts) so that
 * payments import nothing from orders (issue 17: no import cycle orders ↔ payments).
 */
export interface OrdersPort {
  /** the order when the caller may see it (6100 otherwise) */
  access(orderSysId: number, c: PayCaller): Promise<OrderRow>;
  load(q: Queryable, orderSysId: number): Promise<OrderRow | null>;
  full(q: Queryable, o: OrderRow): Promise<{ order: OrderView; payment: PaymentView | null }>;
  /** gives back what an unpaid order holds and cancels it (once) */
  release(orderSysId: number, why: 'cancel' | 'expire'): Promise<boolean>;
  present(o: OrderRow): OrderView;
  /** moves every line of the order through the lifecycle (orders.lifecycle.ts `transitionOrderLines`) */
  moveLines(
    tx: Queryable,
    input: {
      orderSysId: number;
      to: OrderStatusCode;
      actor: OrderActor;
      actorUserSysId: null;
      reason: string;
      at: Date;
    },
  ): Promise<unknown>;
}
