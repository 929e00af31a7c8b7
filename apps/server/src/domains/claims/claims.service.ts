import { and, desc, eq } from 'drizzle-orm';
import {
  CLAIM_INITIAL_STATE,
  CLAIM_OPEN_STATES,
  ORDER_STATUS,
  RC,
  type ClaimState,
  type ClaimType,
  type ClaimView,
  type Lang,
  type OrderStatusCode,
  type PostOperationsClaimsApproveResponse,
  type PostOperationsClaimsDenyResponse,
  type PostOperationsClaimsReceiveResponse,
  type PostOperationsClaimsRefundResponse,
} from '@lc/contracts';
import { withTx } from '../../db/client.js';
import { claims, orderProducts, products } from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import type { AuthUser } from '../auth/auth.tokens.js';
import { createCancelKind } from './claims.cancel.js';
import { createDeliveryPays, deliveryPayCalls } from './claims.delivery-pays.js';
import { createEvidence } from './claims.evidence.js';
import { createExchangeKind } from './claims.exchange.js';
import { createFulfilment } from './claims.fulfilment.js';
import type { ClaimKind } from './claims.kinds.js';
import { assertClaimMove, moveClaim } from './claims.lifecycle.js';
import { createOperatorMoves } from './claims.operator-moves.js';
import { createPayouts } from './claims.payouts.js';
import { customerFaultOf, shippingFeeOf } from './claims.policy.js';
import { presentClaim, presentClaimRequest } from './claims.presenters.js';
import { createClaimRefunds } from './claims.refund.js';
import { createReturnKind } from './claims.return.js';
import { actorOf, createClaimSteps, sealedAccount, type ClaimInput, type ClaimsDeps } from './claims.steps.js';

export type { ClaimInput, OrderLinesPort } from './claims.steps.js';
export { presentClaim } from './claims.presenters.js';

/**
 * Claims (issue 7): cancel, return and exchange requests of an order line and the operator's
 * decisions, dispatch and delivery, purchase confirmation and refunds. The line moves through the
 * orders' lifecycle table, the claim through the claims' table (claims.lifecycle.ts); an
 * adding-product line moves with its main line, always first. What differs per kind is in
 * claims.cancel.ts, claims.return.ts and claims.exchange.ts.
 */
export function createClaimsService(deps: ClaimsDeps) {
  const { db, now } = deps;
  const deliveryPays = createDeliveryPays({ db, now, gateway: deps.gateway, fileView: deps.fileView });
  const steps = createClaimSteps(deps);
  const refunds = createClaimRefunds(deps, steps, deliveryPays);
  const kinds: Record<ClaimType, ClaimKind> = {
    cancel: createCancelKind(deps, steps, refunds),
    return: createReturnKind(deps, steps),
    exchange: createExchangeKind(deps, steps),
  };
  const kindOf = (c: { type: string }) => kinds[c.type as ClaimType];
  const { lineOf } = steps;

  /** The claim to decide, refused (7017) when the claims' table has no such move for the operator. */
  async function decidable(claimSysId: number, to: ClaimState) {
    const claim = await steps.claimById(db, claimSysId);
    assertClaimMove(claim.status, to, 'operator');
    return { claim, line: await steps.lineById(db, claim.orderPrdtSysId) };
  }
  const answer = async (claimSysId: number) => ({
    claim: presentClaim(await steps.claimById(db, claimSysId), deps.fileView),
  });

  return {
    lineOf,
    deliveryOf: steps.deliveryOf,
    ...createFulfilment(deps, steps),
    ...createPayouts(deps),
    ...createOperatorMoves(deps, steps, refunds),
    ...createEvidence(deps, steps),

    /** Every check of a request without writing anything (run before its photos are stored). */
    async precheck(type: ClaimType, orderSysId: number, orderPrdtSysId: number, input: ClaimInput, user?: AuthUser) {
      await steps.checkRequest(type, orderSysId, orderPrdtSysId, input, user);
    },

    /** POST orders/{id}/products/{pid}/proposaling/cancel|return|exchange */
    async request(
      type: ClaimType,
      orderSysId: number,
      orderPrdtSysId: number,
      input: ClaimInput,
      user: AuthUser | undefined,
      images: string[] = [],
    ): Promise<{ claim: ClaimView }> {
      const checked = await steps.checkRequest(type, orderSysId, orderPrdtSysId, input, user);
      const { order, line, detail, reasonCode, move, status, needsAccount } = checked;
      const claim = await withTx(db, async (tx) => {
        const to = move.to as OrderStatusCode;
        await steps.moveGroup(tx, line, to, actorOf(user), user, `${type} requested`);
        const [c] = await tx
          .insert(claims)
          .values({
            type,
            orderSysId,
            orderPrdtSysId: line.orderPrdtSysId,
            userSysId: order.userSysId,
            status: CLAIM_INITIAL_STATE,
            fromStatus: status,
            reasonCode,
            reasonDetail: detail,
            customerFault: customerFaultOf(reasonCode) ? 1 : 0,
            shippingFee: shippingFeeOf(type, reasonCode),
            refundAccount: needsAccount ? sealedAccount(deps.cipher, input.refundAccount!) : null,
            images,
            createdAt: now(),
          })
          .returning();
        return c!;
      });
      return { claim: presentClaim(claim, deps.fileView) };
    },

    /** Operator: approve a claim. A cancel is refunded at once; an exchange without stock becomes a return. */
    async approve(claimSysId: number, user: AuthUser): Promise<PostOperationsClaimsApproveResponse> {
      const { claim, line } = await decidable(claimSysId, 'approved');
      const { refund, converted } = await kindOf(claim).approve(claim, line, user);
      await refunds.finishRefund(refund);
      return { ...(await answer(claimSysId)), convertedToReturn: converted };
    },

    /**
     * The shopper withdraws their own pending request (cancel, return or exchange): the line goes back to
     * the state it was in, in one call (전자상거래법 제21조의2: never harder than making the request).
     */
    async withdraw(orderSysId: number, orderPrdtSysId: number, claimSysId: number, user: AuthUser | undefined) {
      const { line } = await lineOf(orderSysId, orderPrdtSysId, user);
      const claim = await steps.claimById(db, claimSysId);
      if (claim.orderPrdtSysId !== line.orderPrdtSysId) throw new AppError(RC.CLAIM_NOT_FOUND);
      assertClaimMove(claim.status, 'withdrawn', 'shopper');
      await withTx(db, async (tx) => {
        await moveClaim(tx, claim, 'withdrawn', 'shopper', { decidedAt: now() });
        const back = kindOf(claim).withdrawnState(claim);
        await steps.moveGroup(tx, line, back, 'shopper', user, `${claim.type} withdrawn`);
      });
      return answer(claimSysId);
    },

    /** Operator: deny a claim; a change-of-mind return inside the window needs an exception reason (7010). */
    async deny(
      claimSysId: number,
      user: AuthUser,
      reason: string,
      exceptionReason: string | null,
      exceptionCode: number | null = null,
    ): Promise<PostOperationsClaimsDenyResponse> {
      const { claim, line } = await decidable(claimSysId, 'denied');
      const kind = kindOf(claim);
      await kind.checkDeny?.(claim, line, exceptionReason, exceptionCode);
      await withTx(db, async (tx) => {
        await steps.moveGroup(tx, line, kind.deniedState, 'operator', user, `${claim.type} denied: ${reason}`);
        await kind.afterDeny?.(tx, claim, line);
        await moveClaim(tx, claim, 'denied', 'operator', {
          denyReason: reason,
          exceptionReason: exceptionReason ?? null,
          exceptionCode: exceptionCode ?? null,
          decidedAt: now(),
        });
      });
      return answer(claimSysId);
    },

    /** Operator: the returned goods arrived (return 112 → 113; exchange 105 → 106). */
    async receive(claimSysId: number, user: AuthUser): Promise<PostOperationsClaimsReceiveResponse> {
      const claim = await steps.claimById(db, claimSysId);
      const received = kindOf(claim).received;
      if (claim.status !== 'approved' || !received)
        throw new AppError(RC.CLAIM_TRANSITION_ILLEGAL, { extra: { from: claim.status } });
      const line = await steps.lineById(db, claim.orderPrdtSysId);
      const { to, set } = received(now());
      await withTx(db, async (tx) => {
        await steps.moveGroup(tx, line, to, 'operator', user, 'returned goods received');
        await tx.update(claims).set(set).where(eq(claims.claimSysId, claimSysId));
      });
      return answer(claimSysId);
    },

    /** Operator: complete the refund of a received return (113 → 114). */
    async completeRefund(claimSysId: number, user: AuthUser): Promise<PostOperationsClaimsRefundResponse> {
      const claim = await steps.claimById(db, claimSysId);
      // a refund recorded but whose gateway cancel failed is retried (the gateway knows the claim's key)
      if (claim.status === 'done' && claim.refundMethod === 'gateway') {
        const r = await refunds.gatewayRefundOf(db, claimSysId, claim.orderSysId, claim.refundAmount, false);
        await refunds.finishRefund(r);
        return { claim: presentClaim(claim, deps.fileView) };
      }
      assertClaimMove(claim.status, 'done', 'operator');
      if (claim.type !== 'return') throw new AppError(RC.CLAIM_TRANSITION_ILLEGAL, { extra: { type: claim.type } });
      const line = await steps.lineById(db, claim.orderPrdtSysId);
      const r = await withTx(db, async (tx) => {
        const group = await steps.groupOf(tx, line);
        await steps.moveGroup(tx, line, ORDER_STATUS.returnComplete, 'operator', user, 'refund complete');
        return refunds.refund(tx, claim, group);
      });
      await refunds.finishRefund(r);
      return answer(claimSysId);
    },

    /** The buyer enters the invoice of the goods sent back for an open exchange or return. */
    async setReturnInvoice(
      type: 'exchange' | 'return',
      orderSysId: number,
      orderPrdtSysId: number,
      claimSysId: number,
      invoiceNumber: string,
      user: AuthUser | undefined,
      deliveryCompanyCode: string | null = null,
    ) {
      await lineOf(orderSysId, orderPrdtSysId, user);
      const claim = await steps.claimById(db, claimSysId);
      if (claim.orderPrdtSysId !== orderPrdtSysId || claim.orderSysId !== orderSysId || claim.type !== type)
        throw new AppError(RC.CLAIM_NOT_FOUND);
      if (!CLAIM_OPEN_STATES.includes(claim.status as ClaimState))
        throw new AppError(RC.CLAIM_TRANSITION_ILLEGAL, { extra: { from: claim.status } });
      const [c] = await db
        .update(claims)
        .set({ returnInvoice: invoiceNumber, returnCompanyCode: deliveryCompanyCode })
        .where(eq(claims.claimSysId, claimSysId))
        .returning();
      return { claim: presentClaim(c!, deps.fileView) };
    },

    ...deliveryPayCalls(deliveryPays, lineOf),

    /**
     * users/{id}/orders/requests, cancelOrders, returnOrders, exchangeOrders (with the item and its
     * line state); in English the product's current English name when it has one (the line keeps
     * the Korean name it was ordered under).
     */
    async requests(userSysId: number, type: ClaimType | null, lang: Lang = 'ko') {
      const rows = await db
        .select({
          c: claims,
          name: orderProducts.name,
          nameEn: products.nameEn,
          adding: orderProducts.prdtAddingProductDetailSysId,
          image: orderProducts.squareImageUrl,
          bigImage: products.bigImageUrl,
          lineStatus: orderProducts.status,
        })
        .from(claims)
        .innerJoin(orderProducts, eq(orderProducts.orderPrdtSysId, claims.orderPrdtSysId))
        .leftJoin(products, eq(products.prdtSysId, orderProducts.prdtSysId))
        .where(and(eq(claims.userSysId, userSysId), type ? eq(claims.type, type) : undefined))
        .orderBy(desc(claims.claimSysId))
        .limit(200);
      const list = rows.map((r) =>
        presentClaimRequest({ ...r, nameEn: r.adding === null ? r.nameEn : null }, lang, deps.fileView),
      );
      return { list, totalCount: list.length };
    },
  };
}

export type ClaimsService = ReturnType<typeof createClaimsService>;
