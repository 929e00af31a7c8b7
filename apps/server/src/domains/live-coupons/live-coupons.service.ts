import { and, desc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import {
  DISCOUNT_POLICY,
  RC,
  type Lang,
  type LiveCoupon,
  type LiveCouponClaimResponse,
  type LiveCouponOptionsResponse,
  type LiveCouponPolicyOption,
  type LiveCouponsResponse,
} from '@lc/contracts';
import { withTx, type Db, type Queryable } from '../../db/client.js';
import { broadcasts, couponPolicies, liveConsoleActions, liveCoupons, userCoupons } from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import type { AuthUser } from '../auth/auth.tokens.js';
import { consoleRole } from '../broadcasts/broadcasts.console.js';
import type { ChatService, RoomRow } from '../chat/chat.service.js';
import { issuableAt } from '../coupons/coupons.join.js';
import { heldPoliciesOf } from '../coupons/coupons.held.js';
import { idempotent } from '../../shared/idempotency.js';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

type PolicyRow = typeof couponPolicies.$inferSelect;
type LiveRow = typeof liveCoupons.$inferSelect;

export interface LiveCouponsDeps {
  db: Db;
  now: () => Date;
  chat: ChatService;
  /** tells the room (the realtime hub of this node; nothing without it) */
  announce(room: number, coupon: LiveCoupon): void;
}

const policyName = (p: PolicyRow, lang: Lang) => (lang === 'en' && p.nameEn) || p.name;

function presentOption(p: PolicyRow, lang: Lang): LiveCouponPolicyOption {
  return {
    couponPolicySysId: p.couponPolicySysId,
    name: policyName(p, lang),
    discountPolicy: p.discountTypeCode === 'percent' ? DISCOUNT_POLICY.percent : DISCOUNT_POLICY.amount,
    discountPolicyFigures: p.discountAmount,
    maxDiscountAmount: p.maxDiscountAmount,
    minOrderAmount: p.minOrderAmount,
  };
}

function present(l: LiveRow, p: PolicyRow, lang: Lang, claimed?: boolean): LiveCoupon {
  return {
    ...presentOption(p, lang),
    liveCouponSysId: l.liveCouponSysId,
    room: l.room,
    cap: l.cap,
    issuedCnt: l.issuedCount,
    endsAt: l.endsAt.toISOString(),
    ...(claimed === undefined ? {} : { claimed }),
  };
}

/**
 * Live coupons (issue 13 item 2): the host hands out one of the show's coupon policies with a cap;
 * members claim it into their coupon box once each. The cap is one conditional UPDATE on the live
 * coupon (`issued_count < cap`, within its claim window), then the policy's own cap the same way, then
 * the member's coupon (one per policy and member: a repeat returns the coupon they hold).
 */
export function createLiveCouponsService(d: LiveCouponsDeps) {
  const { db, now, chat } = d;

  /** the policies a show may hand out: kind 'live', in use and within their window, for every
   * product, the show's brand, or one of the show's products */
  async function showPolicies(q: Queryable, r: RoomRow, brandSysId: number): Promise<PolicyRow[]> {
    const at = now();
    return q
      .select()
      .from(couponPolicies)
      .where(
        and(
          eq(couponPolicies.kind, 'live'),
          issuableAt(at),
          or(isNull(couponPolicies.brandSysId), eq(couponPolicies.brandSysId, brandSysId)),
          r.productIds.length
            ? or(isNull(couponPolicies.prdtSysId), inArray(couponPolicies.prdtSysId, r.productIds))
            : isNull(couponPolicies.prdtSysId),
        ),
      )
      .orderBy(couponPolicies.couponPolicySysId);
  }

  async function roomOf(room: number) {
    const r = await chat.room(room);
    if (!r || r.blockedAt) throw new AppError(RC.BROADCAST_NOT_FOUND);
    const [b] = await db
      .select({ brandSysId: broadcasts.brandSysId })
      .from(broadcasts)
      .where(eq(broadcasts.broadcastSysId, r.broadcastSysId));
    return { r, brandSysId: b?.brandSysId ?? 0 };
  }

  async function withPolicies(rows: LiveRow[]) {
    if (rows.length === 0) return [];
    const ps = await db
      .select()
      .from(couponPolicies)
      .where(inArray(couponPolicies.couponPolicySysId, [...new Set(rows.map((l) => l.couponPolicySysId))]));
    const byId = new Map(ps.map((p) => [p.couponPolicySysId, p]));
    return rows.flatMap((l) => {
      const p = byId.get(l.couponPolicySysId);
      return p ? [{ l, p }] : [];
    });
  }

  return {
    /** GET broadcasts/{room}/live-coupons: the show's coupons still claimable (live and replay) */
    async active(room: number, user: AuthUser | undefined, lang: Lang): Promise<LiveCouponsResponse> {
      const at = now();
      const rows = await db
        .select()
        .from(liveCoupons)
        .where(
          and(eq(liveCoupons.room, room), gt(liveCoupons.endsAt, at), lt(liveCoupons.issuedCount, liveCoupons.cap)),
        )
        .orderBy(desc(liveCoupons.liveCouponSysId));
      const list = (await withPolicies(rows)).filter(({ p }) => p.isUse);
      const member = user && user.role !== 'guest' ? user.authSysId : undefined;
      const held =
        member !== undefined
          ? await heldPoliciesOf(
              db,
              member,
              list.map(({ p }) => p.couponPolicySysId),
            )
          : new Set<number>();
      return {
        coupons: list.map(({ l, p }) =>
          present(l, p, lang, member === undefined ? undefined : held.has(p.couponPolicySysId)),
        ),
      };
    },

    /** GET broadcasts/console/{room}/live-coupons: what the host can hand out and has handed out */
    async options(user: AuthUser, room: number, lang: Lang): Promise<LiveCouponOptionsResponse> {
      const { r, brandSysId } = await roomOf(room);
      if (!consoleRole(user, r)) throw new AppError(RC.CONSOLE_FORBIDDEN);
      const [policies, issued] = await Promise.all([
        showPolicies(db, r, brandSysId),
        db.select().from(liveCoupons).where(eq(liveCoupons.room, room)).orderBy(desc(liveCoupons.liveCouponSysId)),
      ]);
      return {
        policies: policies.map((p) => presentOption(p, lang)),
        issued: (await withPolicies(issued)).map(({ l, p }) => present(l, p, lang)),
      };
    },

    /** POST broadcasts/console/{room}/live-coupon: the host hands a coupon out (audited, once per key) */
    async issue(
      user: AuthUser,
      room: number,
      key: string | null,
      b: { couponPolicySysId: number; cap: number; claimableMinutes: number },
      lang: Lang,
    ): Promise<LiveCoupon | object> {
      const { r, brandSysId } = await roomOf(room);
      const role = consoleRole(user, r);
      if (!role) throw new AppError(RC.CONSOLE_FORBIDDEN);
      return idempotent<LiveCoupon>(
        db,
        key ? { scope: 'live-coupon', owner: `u:${user.authSysId}`, key, request: { room, b } } : null,
        now,
        async (record) => {
          const policy = (await showPolicies(db, r, brandSysId)).find(
            (p) => p.couponPolicySysId === b.couponPolicySysId,
          );
          if (!policy) throw new AppError(RC.COUPON_NONE_TO_ISSUE);
          const at = now();
          const out = await withTx(db, async (tx) => {
            const [row] = await tx
              .insert(liveCoupons)
              .values({
                room,
                couponPolicySysId: policy.couponPolicySysId,
                cap: b.cap,
                createdBy: user.authSysId,
                createdAt: at,
                endsAt: new Date(at.getTime() + b.claimableMinutes * MINUTE_MS),
              })
              .returning();
            await tx.insert(liveConsoleActions).values({
              room,
              actorUserSysId: user.authSysId,
              actorRole: role,
              action: 'liveCoupon',
              detail: { liveCouponSysId: row!.liveCouponSysId, ...b },
              createdAt: at,
            });
            const coupon = present(row!, policy, lang);
            await record(tx, coupon);
            return coupon;
          });
          d.announce(room, out);
          return out;
        },
      );
    },

    /** POST broadcasts/{room}/live-coupons/{id}/claim: a member takes the coupon (once; never past the cap) */
    async claim(
      userSysId: number,
      room: number,
      liveCouponSysId: number,
      lang: Lang,
    ): Promise<LiveCouponClaimResponse> {
      const [l] = await db
        .select()
        .from(liveCoupons)
        .where(and(eq(liveCoupons.liveCouponSysId, liveCouponSysId), eq(liveCoupons.room, room)));
      if (!l) throw new AppError(RC.COUPON_NONE_TO_ISSUE);
      const held = async () => {
        const [c] = await db
          .select()
          .from(userCoupons)
          .where(and(eq(userCoupons.userSysId, userSysId), eq(userCoupons.couponPolicySysId, l.couponPolicySysId)));
        return c
          ? { userCouponSysId: c.userCouponSysId, expiresAt: c.expiresAt.toISOString(), alreadyClaimed: true }
          : null;
      };
      const before = await held();
      if (before) return before;
      const at = now();
      const [policy] = await db
        .select()
        .from(couponPolicies)
        .where(eq(couponPolicies.couponPolicySysId, l.couponPolicySysId));
      if (!policy || !policy.isUse || l.endsAt <= at) throw new AppError(RC.COUPON_NONE_TO_ISSUE);
      let soldOutNow = false;
      const out = await withTx(db, async (tx) => {
        // the one conditional UPDATE that holds the live cap
        const [unit] = await tx
          .update(liveCoupons)
          .set({ issuedCount: sql`${liveCoupons.issuedCount} + 1` })
          .where(
            and(
              eq(liveCoupons.liveCouponSysId, liveCouponSysId),
              lt(liveCoupons.issuedCount, liveCoupons.cap),
              gt(liveCoupons.endsAt, at),
            ),
          )
          .returning({ issued: liveCoupons.issuedCount, cap: liveCoupons.cap });
        if (!unit) throw new AppError(RC.COUPON_ALL_ISSUED);
        // the policy's own cap, if it has one
        const policyUnit = await tx
          .update(couponPolicies)
          .set({ issuedCount: sql`${couponPolicies.issuedCount} + 1` })
          .where(
            and(
              eq(couponPolicies.couponPolicySysId, policy.couponPolicySysId),
              or(isNull(couponPolicies.totalCap), lt(couponPolicies.issuedCount, couponPolicies.totalCap)),
            ),
          )
          .returning({ id: couponPolicies.couponPolicySysId });
        if (policyUnit.length === 0) throw new AppError(RC.COUPON_ALL_ISSUED);
        const expiresAt = new Date(at.getTime() + policy.validityDays * DAY_MS);
        const [row] = await tx
          .insert(userCoupons)
          .values({ couponPolicySysId: policy.couponPolicySysId, userSysId, issuedAt: at, expiresAt })
          .onConflictDoNothing()
          .returning({ id: userCoupons.userCouponSysId });
        // a concurrent claim of the same member won: this one gives its units back (rollback)
        if (!row) throw new AppError(RC.COUPON_ALREADY_ISSUED);
        soldOutNow = unit.issued >= unit.cap;
        return { userCouponSysId: row.id, expiresAt: expiresAt.toISOString(), alreadyClaimed: false };
      }).catch(async (err: unknown) => {
        if (err instanceof AppError && err.code === RC.COUPON_ALREADY_ISSUED) {
          const again = await held();
          if (again) return again;
        }
        throw err;
      });
      if (soldOutNow) d.announce(room, present({ ...l, issuedCount: l.cap }, policy, lang));
      return out;
    },
  };
}
export type LiveCouponsService = ReturnType<typeof createLiveCouponsService>;
