import type { z } from 'zod';
import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import {
  RC,
  STAFF_ROLES,
  type adminAuditListQuery,
  type adminBroadcastCreateRequest,
  type adminBroadcastListQuery,
  type adminBroadcastUpdateRequest,
  type adminClaimListQuery,
  type adminMemberListQuery,
  type adminReportListQuery,
  type adminSanctionRequest,
} from '@lc/contracts';
import { withTx, type Db } from '../../db/client.js';
import {
  adminAuditLog,
  broadcastProducts,
  broadcastSchedules,
  broadcasts,
  brands,
  claims,
  couponPolicies,
  orderProducts,
  orders,
  payments,
  products,
  streamKeys,
  userCoupons,
  userReports,
  userSanctions,
  users,
} from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import type { AdminContext, AdminDeps } from '../../http/route.js';
import type { PointsService } from '../points/points.service.js';
import {
  activeSanctions,
  imposeSanction,
  liftSanction,
  type SanctionEffects,
  type SanctionKind,
} from '../../shared/sanctions.js';
import { ADMIN_LIMITS, daysBetween, kstDay, kstDayEnd, kstDayStart } from './admin.policy.js';

const esc = (s: string) => `%${s.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
const iso = (d: Date | null) => d?.toISOString() ?? null;
const ownIn = (col: Parameters<typeof inArray>[0], own: number[] | undefined) =>
  own ? (own.length ? inArray(col, own) : sql`false`) : undefined;

/** Dashboard, claims queue, broadcasts, members and sanctions, reports, points, audit. */
export function createAdminOps(deps: {
  db: Db;
  now: () => Date;
  points: PointsService;
  endLive: (scheduleId: number) => Promise<unknown>;
  /** the live side of a sanction (shared/sanctions.ts): mute or kick open sockets, end sessions */
  sanctionEffects: SanctionEffects;
}) {
  const { db, now, points } = deps;

  /** The router's needs: current role, brands of a brand seller, and the audit writer. */
  const routerDeps: AdminDeps = {
    async account(userSysId) {
      const [u] = await db
        .select({ role: users.role, status: users.status })
        .from(users)
        .where(eq(users.userSysId, userSysId));
      return u ?? null;
    },
    async brandsOf(userSysId) {
      const rows = await db
        .select({ id: brands.brandSysId })
        .from(brands)
        .where(eq(brands.sellerSysId, userSysId))
        .orderBy(asc(brands.brandSysId));
      return rows.map((r) => r.id);
    },
    async audit(row) {
      await db.insert(adminAuditLog).values({ ...row, createdAt: now() });
    },
  };

  async function claimBrand(claimSysId: number) {
    const [c] = await db
      .select({ brandSysId: products.brandSysId })
      .from(claims)
      .innerJoin(orderProducts, eq(orderProducts.orderPrdtSysId, claims.orderPrdtSysId))
      .innerJoin(products, eq(products.prdtSysId, orderProducts.prdtSysId))
      .where(eq(claims.claimSysId, claimSysId));
    if (!c) throw new AppError(RC.CLAIM_NOT_FOUND);
    return c.brandSysId;
  }

  async function broadcastRow(broadcastSysId: number, admin: AdminContext) {
    const [b] = await db.select().from(broadcasts).where(eq(broadcasts.broadcastSysId, broadcastSysId));
    if (!b) throw new AppError(RC.BROADCAST_NOT_FOUND);
    admin.assertBrand(b.brandSysId);
    return b;
  }

  async function productsOfBrands(ids: number[], brandSysId: number) {
    if (!ids.length) return;
    const rows = await db
      .select({ id: products.prdtSysId, brand: products.brandSysId })
      .from(products)
      .where(inArray(products.prdtSysId, ids));
    if (rows.length !== new Set(ids).size) throw new AppError(RC.PRODUCT_NOT_FOUND);
    // a broadcast sells its own brand's products
    if (rows.some((r) => r.brand !== brandSysId)) throw new AppError(RC.ADMIN_OTHER_BRAND);
  }

  return {
    routerDeps,

    async me(admin: AdminContext, actions: string[]) {
      return { userSysId: admin.userSysId, role: admin.role, brandSysIds: admin.brandSysIds, actions };
    },

    async dashboard(admin: AdminContext) {
      const own = admin.brandFilter();
      const day = kstDay(now());
      const start = kstDayStart(day);
      const end = kstDayEnd(day);
      const paidStates = [2, 3, 4, 5, 6];
      const [today] = await db
        .select({
          orders: sql<number>`count(distinct ${orders.orderSysId})::int`,
          revenue: sql<number>`coalesce(sum(${orderProducts.lineAmount} - ${orderProducts.couponAmount}), 0)::int`,
        })
        .from(orderProducts)
        .innerJoin(orders, eq(orders.orderSysId, orderProducts.orderSysId))
        .innerJoin(products, eq(products.prdtSysId, orderProducts.prdtSysId))
        .where(
          and(
            gte(orders.paidAt, start),
            lt(orders.paidAt, end),
            inArray(orderProducts.status, paidStates),
            ownIn(products.brandSysId, own),
          ),
        );
      const live = await db
        .select({
          broadcastScheduleSysId: broadcastSchedules.broadcastScheduleSysId,
          broadcastSysId: broadcasts.broadcastSysId,
          title: broadcasts.title,
          viewers: broadcastSchedules.viewCnt,
        })
        .from(broadcastSchedules)
        .innerJoin(broadcasts, eq(broadcasts.broadcastSysId, broadcastSchedules.broadcastSysId))
        .where(
          and(eq(broadcastSchedules.liveFlag, 1), isNull(broadcasts.blockedAt), ownIn(broadcasts.brandSysId, own)),
        );
      const waiting = await db
        .select({ type: claims.type, n: count() })
        .from(claims)
        .innerJoin(orderProducts, eq(orderProducts.orderPrdtSysId, claims.orderPrdtSysId))
        .innerJoin(products, eq(products.prdtSysId, orderProducts.prdtSysId))
        .where(and(eq(claims.status, 'pending'), ownIn(products.brandSysId, own)))
        .groupBy(claims.type);
      const n = (t: string) => waiting.find((w) => w.type === t)?.n ?? 0;
      const [deposits] = own
        ? [{ n: 0 }]
        : await db
            .select({ n: count() })
            .from(payments)
            .where(and(eq(payments.payMethod, 'vbank'), eq(payments.status, 'waitingDeposit')));
      const [reports] = own
        ? [{ n: 0 }]
        : await db.select({ n: count() }).from(userReports).where(eq(userReports.status, 'received'));
      return {
        day,
        todayOrders: today?.orders ?? 0,
        todayRevenue: today?.revenue ?? 0,
        liveNow: live,
        claimsWaiting: { cancel: n('cancel'), return: n('return'), exchange: n('exchange') },
        questionsWaiting: 0,
        depositsWaiting: deposits?.n ?? 0,
        reportsWaiting: reports?.n ?? 0,
      };
    },

    async claimsList(q: z.infer<typeof adminClaimListQuery>, admin: AdminContext, limit?: number) {
      const w = and(
        ownIn(products.brandSysId, admin.brandFilter()),
        q.brandSysId ? eq(products.brandSysId, q.brandSysId) : undefined,
        q.type ? eq(claims.type, q.type) : undefined,
        q.status ? eq(claims.status, q.status) : undefined,
        q.q ? or(ilike(orders.orderNumber, esc(q.q)), ilike(orders.ordererName, esc(q.q))) : undefined,
      );
      const base = () =>
        db
          .select({
            c: claims,
            orderNumber: orders.orderNumber,
            lineStatus: orderProducts.status,
            name: orderProducts.name,
            brandSysId: products.brandSysId,
          })
          .from(claims)
          .innerJoin(orders, eq(orders.orderSysId, claims.orderSysId))
          .innerJoin(orderProducts, eq(orderProducts.orderPrdtSysId, claims.orderPrdtSysId))
          .innerJoin(products, eq(products.prdtSysId, orderProducts.prdtSysId));
      const dir = q.order === 'asc' ? asc : desc;
      const rows = await base()
        .where(w)
        .orderBy(dir(claims.createdAt), dir(claims.claimSysId))
        .limit(limit ?? q.rowCount)
        .offset(limit ? 0 : q.startIndex);
      const [total] = await db
        .select({ n: count() })
        .from(claims)
        .innerJoin(orders, eq(orders.orderSysId, claims.orderSysId))
        .innerJoin(orderProducts, eq(orderProducts.orderPrdtSysId, claims.orderPrdtSysId))
        .innerJoin(products, eq(products.prdtSysId, orderProducts.prdtSysId))
        .where(w);
      return {
        rows: rows.map(({ c, ...r }) => ({
          claimSysId: c.claimSysId,
          type: c.type as 'cancel' | 'return' | 'exchange',
          status: c.status,
          orderSysId: c.orderSysId,
          orderNumber: r.orderNumber,
          orderPrdtSysId: c.orderPrdtSysId,
          lineStatus: r.lineStatus,
          name: r.name,
          brandSysId: r.brandSysId,
          reasonCode: c.reasonCode,
          reasonDetail: c.reasonDetail,
          shippingFee: c.shippingFee,
          refundAmount: c.refundAmount,
          denyReason: c.denyReason,
          createdAt: c.createdAt.toISOString(),
        })),
        totalCount: total?.n ?? 0,
      };
    },

    /** Runs a claims-service decision after the scope check; the audit row gets the claim before → after. */
    async claimDecision<T>(claimSysId: number, admin: AdminContext, run: () => Promise<T>): Promise<T> {
      admin.assertBrand(await claimBrand(claimSysId));
      const [before] = await db.select().from(claims).where(eq(claims.claimSysId, claimSysId));
      const out = await run();
      const [after] = await db.select().from(claims).where(eq(claims.claimSysId, claimSysId));
      admin.audit.targetType = 'claim';
      admin.audit.before = before ? { status: before.status, type: before.type } : null;
      admin.audit.after = after ? { status: after.status, type: after.type, denyReason: after.denyReason } : null;
      return out;
    },

    async schedules(q: z.infer<typeof adminBroadcastListQuery>, admin: AdminContext) {
      if (q.to < q.from || daysBetween(q.from, q.to) > ADMIN_LIMITS.maxCalendarDays)
        throw new AppError(RC.ADMIN_RANGE_TOO_LONG);
      const w = and(
        gte(broadcastSchedules.startDate, q.from),
        sql`${broadcastSchedules.startDate} <= ${q.to}`,
        ownIn(broadcasts.brandSysId, admin.brandFilter()),
        q.brandSysId ? eq(broadcasts.brandSysId, q.brandSysId) : undefined,
      );
      const dir = q.order === 'asc' ? asc : desc;
      const rows = await db
        .select({ s: broadcastSchedules, b: broadcasts })
        .from(broadcastSchedules)
        .innerJoin(broadcasts, eq(broadcasts.broadcastSysId, broadcastSchedules.broadcastSysId))
        .where(w)
        .orderBy(dir(broadcastSchedules.startDate), dir(broadcastSchedules.startTime))
        .limit(q.rowCount)
        .offset(q.startIndex);
      const [total] = await db
        .select({ n: count() })
        .from(broadcastSchedules)
        .innerJoin(broadcasts, eq(broadcasts.broadcastSysId, broadcastSchedules.broadcastSysId))
        .where(w);
      const ids = [...new Set(rows.map((r) => r.b.broadcastSysId))];
      const prods = ids.length
        ? await db
            .select({ b: broadcastProducts.broadcastSysId, p: broadcastProducts.prdtSysId })
            .from(broadcastProducts)
            .where(inArray(broadcastProducts.broadcastSysId, ids))
            .orderBy(asc(broadcastProducts.sortOrder))
        : [];
      return {
        rows: rows.map(({ s, b }) => ({
          broadcastScheduleSysId: s.broadcastScheduleSysId,
          broadcastSysId: b.broadcastSysId,
          title: b.title,
          brandSysId: b.brandSysId,
          hostUserSysId: b.hostUserSysId,
          startDate: s.startDate,
          startTime: s.startTime,
          endTime: s.endTime,
          liveFlag: s.liveFlag,
          viewCnt: s.viewCnt,
          blocked: b.blockedAt !== null,
          highlightUrl: s.highlightUrl,
          replayUrl: s.hlsUrl ?? s.liveUrl,
          prdtSysIds: prods.filter((p) => p.b === b.broadcastSysId).map((p) => p.p),
        })),
        totalCount: total?.n ?? 0,
      };
    },

    async createBroadcast(body: z.infer<typeof adminBroadcastCreateRequest>, admin: AdminContext) {
      admin.assertBrand(body.brandSysId);
      const [brand] = await db.select().from(brands).where(eq(brands.brandSysId, body.brandSysId));
      if (!brand) throw new AppError(RC.BRAND_NOT_FOUND);
      await assertHost(body.hostUserSysId);
      await productsOfBrands(body.prdtSysIds, body.brandSysId);
      const out = await withTx(db, async (tx) => {
        const [b] = await tx
          .insert(broadcasts)
          .values({
            brandSysId: body.brandSysId,
            hostUserSysId: body.hostUserSysId,
            title: body.title,
            titleEn: body.titleEn ?? null,
            briefComment: body.briefComment,
            thumnailLiveUrl: body.thumnailLiveUrl ?? null,
            createdAt: now(),
          })
          .returning({ id: broadcasts.broadcastSysId });
        const sch = await tx
          .insert(broadcastSchedules)
          .values(body.schedules.map((s) => ({ ...s, broadcastSysId: b!.id, createdAt: now() })))
          .returning({ id: broadcastSchedules.broadcastScheduleSysId });
        if (body.prdtSysIds.length) {
          await tx
            .insert(broadcastProducts)
            .values(body.prdtSysIds.map((p, i) => ({ broadcastSysId: b!.id, prdtSysId: p, sortOrder: i })));
        }
        return { broadcastSysId: b!.id, scheduleSysIds: sch.map((s) => s.id) };
      });
      admin.audit.targetType = 'broadcast';
      admin.audit.targetId = String(out.broadcastSysId);
      admin.audit.after = body;
      return out;
    },

    async updateBroadcast(id: number, body: z.infer<typeof adminBroadcastUpdateRequest>, admin: AdminContext) {
      const before = await broadcastRow(id, admin);
      if (body.hostUserSysId !== undefined) await assertHost(body.hostUserSysId);
      if (body.prdtSysIds) await productsOfBrands(body.prdtSysIds, before.brandSysId);
      const { prdtSysIds, addSchedules, highlights, ...cols } = body;
      await withTx(db, async (tx) => {
        if (Object.keys(cols).length) await tx.update(broadcasts).set(cols).where(eq(broadcasts.broadcastSysId, id));
        if (prdtSysIds) {
          await tx.delete(broadcastProducts).where(eq(broadcastProducts.broadcastSysId, id));
          if (prdtSysIds.length) {
            await tx
              .insert(broadcastProducts)
              .values(prdtSysIds.map((p, i) => ({ broadcastSysId: id, prdtSysId: p, sortOrder: i })));
          }
        }
        if (addSchedules?.length) {
          await tx
            .insert(broadcastSchedules)
            .values(addSchedules.map((s) => ({ ...s, broadcastSysId: id, createdAt: now() })));
        }
        for (const h of highlights ?? []) {
          const done = await tx
            .update(broadcastSchedules)
            .set({ highlightUrl: h.highlightUrl })
            .where(
              and(
                eq(broadcastSchedules.broadcastScheduleSysId, h.broadcastScheduleSysId),
                eq(broadcastSchedules.broadcastSysId, id),
              ),
            )
            .returning({ id: broadcastSchedules.broadcastScheduleSysId });
          if (!done.length) throw new AppError(RC.BROADCAST_NOT_FOUND);
        }
      });
      admin.audit.targetType = 'broadcast';
      admin.audit.before = { title: before.title, hostUserSysId: before.hostUserSysId };
      admin.audit.after = body;
      return { broadcastSysId: id };
    },

    async streamKeys(id: number, admin: AdminContext, revoke: boolean) {
      await broadcastRow(id, admin);
      const schedules = db
        .select({ id: broadcastSchedules.broadcastScheduleSysId })
        .from(broadcastSchedules)
        .where(eq(broadcastSchedules.broadcastSysId, id));
      if (revoke) {
        const done = await db
          .update(streamKeys)
          .set({ revokedAt: now() })
          .where(
            and(
              inArray(streamKeys.broadcastScheduleSysId, schedules),
              isNull(streamKeys.revokedAt),
              isNull(streamKeys.endedAt),
            ),
          )
          .returning({ id: streamKeys.streamKeySysId });
        admin.audit.after = { revoked: done.map((d) => d.id) };
      }
      const keys = await db
        .select()
        .from(streamKeys)
        .where(inArray(streamKeys.broadcastScheduleSysId, schedules))
        .orderBy(desc(streamKeys.createdAt));
      return {
        keys: keys.map((k) => ({
          streamKeySysId: k.streamKeySysId,
          broadcastScheduleSysId: k.broadcastScheduleSysId,
          userSysId: k.userSysId,
          createdAt: k.createdAt.toISOString(),
          expiresAt: k.expiresAt.toISOString(),
          firstPublishAt: iso(k.firstPublishAt),
          endedAt: iso(k.endedAt),
          revokedAt: iso(k.revokedAt),
        })),
      };
    },

    async block(id: number, blocked: boolean, reason: string | null, admin: AdminContext) {
      const before = await broadcastRow(id, admin);
      await db
        .update(broadcasts)
        .set({ blockedAt: blocked ? now() : null })
        .where(eq(broadcasts.broadcastSysId, id));
      let ended: number[] = [];
      if (blocked) {
        // a show on air ends now and its open stream keys stop working
        const onAir = await db
          .select({ id: broadcastSchedules.broadcastScheduleSysId })
          .from(broadcastSchedules)
          .where(and(eq(broadcastSchedules.broadcastSysId, id), eq(broadcastSchedules.liveFlag, 1)));
        for (const s of onAir) await deps.endLive(s.id);
        ended = onAir.map((s) => s.id);
        await db
          .update(streamKeys)
          .set({ revokedAt: now() })
          .where(
            and(
              inArray(
                streamKeys.broadcastScheduleSysId,
                db
                  .select({ id: broadcastSchedules.broadcastScheduleSysId })
                  .from(broadcastSchedules)
                  .where(eq(broadcastSchedules.broadcastSysId, id)),
              ),
              isNull(streamKeys.revokedAt),
              isNull(streamKeys.endedAt),
            ),
          );
      }
      admin.audit.targetType = 'broadcast';
      admin.audit.before = { blockedAt: iso(before.blockedAt) };
      admin.audit.after = { blocked, reason, endedSchedules: ended };
      return { broadcastSysId: id, blocked, endedSchedules: ended };
    },

    async members(q: z.infer<typeof adminMemberListQuery>, limit?: number) {
      const digits = q.q?.replace(/\D/g, '') ?? '';
      const w = and(
        q.role ? eq(users.role, q.role) : undefined,
        q.status ? eq(users.status, q.status) : undefined,
        q.q
          ? or(
              ilike(users.userId, esc(q.q)),
              ilike(users.nickName, esc(q.q)),
              ilike(users.name, esc(q.q)),
              digits.length >= 4 ? ilike(users.mobile, `%${digits}%`) : undefined,
            )
          : undefined,
      );
      const dir = q.order === 'asc' ? asc : desc;
      const rows = await db
        .select()
        .from(users)
        .where(w)
        .orderBy(dir(q.sort === 'name' ? users.nickName : users.createdAt), dir(users.userSysId))
        .limit(limit ?? q.rowCount)
        .offset(limit ? 0 : q.startIndex);
      const [total] = await db.select({ n: count() }).from(users).where(w);
      return { rows: rows.map(presentMember), totalCount: total?.n ?? 0 };
    },

    async member(userSysId: number) {
      const [u] = await db.select().from(users).where(eq(users.userSysId, userSysId));
      if (!u) throw new AppError(RC.MEMBER_NOT_FOUND);
      const ords = await db
        .select()
        .from(orders)
        .where(eq(orders.userSysId, userSysId))
        .orderBy(desc(orders.createdAt))
        .limit(50);
      const cps = await db
        .select({ name: couponPolicies.name, usedAt: userCoupons.usedAt, expiresAt: userCoupons.expiresAt })
        .from(userCoupons)
        .innerJoin(couponPolicies, eq(couponPolicies.couponPolicySysId, userCoupons.couponPolicySysId))
        .where(eq(userCoupons.userSysId, userSysId))
        .orderBy(desc(userCoupons.issuedAt))
        .limit(100);
      const sanctions = await db
        .select()
        .from(userSanctions)
        .where(eq(userSanctions.userSysId, userSysId))
        .orderBy(desc(userSanctions.createdAt), desc(userSanctions.sanctionSysId));
      const at = now();
      return {
        member: presentMember(u),
        pointBalance: await points.balance(db, userSysId),
        coupons: cps.map((c) => ({ name: c.name, usedAt: iso(c.usedAt), expiresAt: iso(c.expiresAt) })),
        orders: ords.map((o) => ({
          orderSysId: o.orderSysId,
          orderNumber: o.orderNumber,
          status: o.status,
          payAmount: o.payAmount,
          createdAt: o.createdAt.toISOString(),
        })),
        sanctions: sanctions.map((s) => ({
          sanctionSysId: s.sanctionSysId,
          kind: s.kind,
          reason: s.reason,
          startsAt: s.startsAt.toISOString(),
          endsAt: iso(s.endsAt),
          active: s.startsAt <= at && (s.endsAt === null || s.endsAt > at),
        })),
      };
    },

    async sanction(userSysId: number, body: z.infer<typeof adminSanctionRequest>, admin: AdminContext) {
      const [u] = await db
        .select({ id: users.userSysId, role: users.role })
        .from(users)
        .where(eq(users.userSysId, userSysId));
      if (!u) throw new AppError(RC.MEMBER_NOT_FOUND);
      // operators are not sanctioned (a manager could otherwise lock an admin out)
      if ((STAFF_ROLES as readonly string[]).includes(u.role)) throw new AppError(RC.FORBIDDEN);
      const row = await imposeSanction(db, {
        userSysId,
        kind: body.kind,
        reason: body.reason,
        days: body.kind === 'permanentExit' ? null : body.days,
        at: now(),
      });
      // live at once: the chat mutes or kicks the open sockets; a forced/permanent exit ends every session
      const endedSessions = await deps.sanctionEffects.enforce(userSysId, body.kind, row.endsAt);
      admin.audit.targetType = 'member';
      admin.audit.after = { ...row, endedSessions };
      return { sanctionSysId: row.sanctionSysId, endedSessions };
    },

    async lift(userSysId: number, sanctionSysId: number, admin: AdminContext) {
      const done = await liftSanction(db, userSysId, sanctionSysId, now());
      if (!done) throw new AppError(RC.SANCTION_NOT_ACTIVE);
      // a trust-call suspension also set the account suspended: lifted (and no other lock), it is active again
      if (done.kind === 'suspension' && !(await activeSanctions(db, userSysId, now())).locked) {
        await db
          .update(users)
          .set({ status: 'active', updatedAt: now() })
          .where(and(eq(users.userSysId, userSysId), eq(users.status, 'suspended')));
      }
      await deps.sanctionEffects.lifted(userSysId, done.kind as SanctionKind);
      admin.audit.targetType = 'member';
      admin.audit.after = { sanctionSysId, endsAt: done.endsAt?.toISOString() ?? null };
      return { sanctionSysId };
    },

    async setRole(userSysId: number, role: string, admin: AdminContext) {
      const [u] = await db.select().from(users).where(eq(users.userSysId, userSysId));
      if (!u) throw new AppError(RC.MEMBER_NOT_FOUND);
      await db.update(users).set({ role, updatedAt: now() }).where(eq(users.userSysId, userSysId));
      admin.audit.targetType = 'member';
      admin.audit.before = { role: u.role };
      admin.audit.after = { role };
      return { userSysId, role };
    },

    async reports(q: z.infer<typeof adminReportListQuery>) {
      const w = q.status ? eq(userReports.status, q.status) : undefined;
      const dir = q.order === 'asc' ? asc : desc;
      const rows = await db
        .select()
        .from(userReports)
        .where(w)
        .orderBy(dir(userReports.createdAt), dir(userReports.reportSysId))
        .limit(q.rowCount)
        .offset(q.startIndex);
      const [total] = await db.select({ n: count() }).from(userReports).where(w);
      return {
        rows: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), handledAt: iso(r.handledAt) })),
        totalCount: total?.n ?? 0,
      };
    },

    async resolveReport(reportSysId: number, status: string, admin: AdminContext) {
      const [before] = await db.select().from(userReports).where(eq(userReports.reportSysId, reportSysId));
      if (!before) throw new AppError(RC.REPORT_NOT_FOUND);
      await db.update(userReports).set({ status, handledAt: now() }).where(eq(userReports.reportSysId, reportSysId));
      admin.audit.targetType = 'report';
      admin.audit.before = { status: before.status };
      admin.audit.after = { status };
      return { reportSysId, status };
    },

    async grantPoints(body: { userSysId: number; amount: number; reason: string }, admin: AdminContext) {
      const [u] = await db.select({ id: users.userSysId }).from(users).where(eq(users.userSysId, body.userSysId));
      if (!u) throw new AppError(RC.MEMBER_NOT_FOUND);
      const before = await points.balance(db, body.userSysId);
      await withTx(db, (tx) => points.save(tx, body.userSysId, body.amount, body.reason));
      const after = await points.balance(db, body.userSysId);
      admin.audit.targetType = 'member';
      admin.audit.targetId = String(body.userSysId);
      admin.audit.before = { balance: before };
      admin.audit.after = { balance: after, reason: body.reason };
      return { userSysId: body.userSysId, balance: after };
    },

    async audit(q: z.infer<typeof adminAuditListQuery>, limit?: number) {
      const w = and(
        q.actorUserSysId ? eq(adminAuditLog.actorUserSysId, q.actorUserSysId) : undefined,
        q.action ? eq(adminAuditLog.action, q.action) : undefined,
        q.targetType ? eq(adminAuditLog.targetType, q.targetType) : undefined,
        q.targetId ? eq(adminAuditLog.targetId, q.targetId) : undefined,
        q.from ? gte(adminAuditLog.createdAt, kstDayStart(q.from)) : undefined,
        q.to ? lt(adminAuditLog.createdAt, kstDayEnd(q.to)) : undefined,
      );
      const dir = q.order === 'asc' ? asc : desc;
      const rows = await db
        .select()
        .from(adminAuditLog)
        .where(w)
        .orderBy(dir(adminAuditLog.createdAt), dir(adminAuditLog.auditSysId))
        .limit(limit ?? q.rowCount)
        .offset(limit ? 0 : q.startIndex);
      const [total] = await db.select({ n: count() }).from(adminAuditLog).where(w);
      return {
        rows: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
        totalCount: total?.n ?? 0,
      };
    },
  };

  async function assertHost(hostUserSysId: number | null) {
    if (hostUserSysId === null) return;
    const [u] = await db.select({ role: users.role }).from(users).where(eq(users.userSysId, hostUserSysId));
    if (!u) throw new AppError(RC.MEMBER_NOT_FOUND);
  }
}

function presentMember(u: typeof users.$inferSelect) {
  return {
    userSysId: u.userSysId,
    userId: u.userId,
    nickName: u.nickName,
    name: u.name,
    mobile: u.mobile,
    role: u.role,
    status: u.status,
    createdAt: u.createdAt.toISOString(),
  };
}

export type AdminOps = ReturnType<typeof createAdminOps>;
