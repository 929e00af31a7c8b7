import type { OrderStatusCode } from '@lc/contracts';
import type { Queryable } from '../../db/client.js';
import type { AuthUser } from '../auth/auth.tokens.js';
import type { GatewayRefund } from './claims.refund.js';
import type { ClaimRow, LineRow } from './claims.steps.js';

/**
 * What differs between the claim kinds (claims.cancel.ts, claims.return.ts, claims.exchange.ts);
 * the steps they share are in claims.steps.ts and the service (claims.service.ts) runs them.
 */
export interface ClaimKind {
  /** Approves a pending claim (its own transactions); a refund to finish at the gateway, or a conversion. */
  approve(claim: ClaimRow, line: LineRow, user: AuthUser): Promise<{ refund: GatewayRefund; converted: boolean }>;
  /** The line state a denial moves to. */
  deniedState: OrderStatusCode;
  /** Checks a denial may be made (the buyer's rights); throws otherwise. */
  checkDeny?(
    claim: ClaimRow,
    line: LineRow,
    exceptionReason: string | null,
    exceptionCode: number | null,
  ): Promise<void>;
  /** Further line moves in the denial's transaction. */
  afterDeny?(tx: Queryable, claim: ClaimRow, line: LineRow): Promise<void>;
  /** The line state a withdrawal puts the line back to. */
  withdrawnState(claim: ClaimRow): OrderStatusCode;
  /** The returned goods arrived: the line state it moves to and the claim's columns (kinds with goods coming back). */
  received?(at: Date): { to: OrderStatusCode; set: Partial<ClaimRow> };
}
