import type { z } from 'zod';
import { and, asc, count, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import {
  LIVE_FLAGS,
  RC,
  scheduleWindow,
  type AdminScheduleListResponse,
  type AdminStreamKeyResponse,
  type PatchAdminBroadcastsResponse,
  type PostAdminBroadcastsBlockResponse,
  type PostAdminBroadcastsResponse,
  type adminBroadcastCreateRequest,
  type adminBroadcastListQuery,
  type adminBroadcastUpdateRequest,
} from '@lc/contracts';
import { withTx, type Db, type Queryable } from '../../db/client.js';
import {
  broadcastProducts,
  broadcastSchedules,
  broadcasts,
  brands,
  products,
  streamKeys,
  users,
} from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import type { AdminContext } from '../../http/route.js';
import { bookingContract, bookSchedules, unbookSchedules, type BookingContract } from '../sellers/sellers.booking.js';
import { ADMIN_LIMITS, daysBetween } from './admin.policy.js';
import { iso, ownIn, type AdminOpsDeps } from './admin.ops.context.js';
import { presentScheduleRow, presentStreamKey } from './admin.ops.presenters.js';

/** The broadcast calendar, broadcast writes, stream keys and blocking. */
export function createAdminBroadcasts(deps: Pick<AdminOpsDeps, 'db' | 'now' | 'endLive'>) {
  const { db, now } = deps;

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

  /**
   * The host's booking contract: the host is a sellover with a complete contract with the brand
   * (9709 no such member, 8215 no such contract), so the show is booked for it and appears in its
   * "내 방송 관리" like a show booked through sally/broadcastsally.
   */
  async function hostContract(hostUserSysId: number | null, brandSysId: number): Promise<BookingContract | null> {
    if (hostUserSysId === null) return null;
    const [u] = await db.select({ role: users.role }).from(users).where(eq(users.userSysId, hostUserSysId));
    if (!u) throw new AppError(RC.MEMBER_NOT_FOUND);
    return bookingContract(db, { userSysId: hostUserSysId }, brandSysId);
  }

  /** The broadcast's schedules still to come or on air (a booking change leaves the ended ones as they were). */
  async function openSchedules(q: Queryable, broadcastSysId: number): Promise<number[]> {
    const rows = await q
      .select({
        id: broadcastSchedules.broadcastScheduleSysId,
        startDate: broadcastSchedules.startDate,
        startTime: broadcastSchedules.startTime,
        endTime: broadcastSchedules.endTime,
        liveFlag: broadcastSchedules.liveFlag,
      })
      .from(broadcastSchedules)
      .where(eq(broadcastSchedules.broadcastSysId, broadcastSysId));
    const t = now().getTime();
    return rows.filter((r) => r.liveFlag <= LIVE_FLAGS.onAir && scheduleWindow(r).endAt.getTime() > t).map((r) => r.id);
  }

  return {
    async schedules(
      q: z.infer<typeof adminBroadcastListQuery>,
      admin: AdminContext,
    ): Promise<AdminScheduleListResponse> {
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
        rows: rows.map(({ s, b }) =>
          presentScheduleRow(
            s,
            b,
            prods.filter((p) => p.b === b.broadcastSysId).map((p) => p.p),
          ),
        ),
        totalCount: total?.n ?? 0,
      };
    },

    async createBroadcast(
      body: z.infer<typeof adminBroadcastCreateRequest>,
      admin: AdminContext,
    ): Promise<PostAdminBroadcastsResponse> {
      admin.assertBrand(body.brandSysId);
      const [brand] = await db.select().from(brands).where(eq(brands.brandSysId, body.brandSysId));
      if (!brand) throw new AppError(RC.BRAND_NOT_FOUND);
      const host = await hostContract(body.hostUserSysId, body.brandSysId);
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
        await insertProducts(tx, b!.id, body.prdtSysIds);
        if (host)
          await bookSchedules(
            tx,
            b!.id,
            sch.map((s) => s.id),
            host,
            now(),
          );
        return { broadcastSysId: b!.id, scheduleSysIds: sch.map((s) => s.id) };
      });
      admin.audit.targetType = 'broadcast';
      admin.audit.targetId = String(out.broadcastSysId);
      admin.audit.after = body;
      return out;
    },

    async updateBroadcast(
      id: number,
      body: z.infer<typeof adminBroadcastUpdateRequest>,
      admin: AdminContext,
    ): Promise<PatchAdminBroadcastsResponse> {
      const before = await broadcastRow(id, admin);
      // a new host is booked on the open schedules; added schedules are booked for the (new or current) host
      const hostChange = body.hostUserSysId !== undefined;
      const host = hostChange
        ? await hostContract(body.hostUserSysId ?? null, before.brandSysId)
        : body.addSchedules?.length && before.hostUserSysId !== null
          ? await hostContract(before.hostUserSysId, before.brandSysId).catch(() => null)
          : null;
      if (body.prdtSysIds) await productsOfBrands(body.prdtSysIds, before.brandSysId);
      const { prdtSysIds, addSchedules, highlights, ...cols } = body;
      await withTx(db, async (tx) => {
        if (Object.keys(cols).length) await tx.update(broadcasts).set(cols).where(eq(broadcasts.broadcastSysId, id));
        if (prdtSysIds) {
          await tx.delete(broadcastProducts).where(eq(broadcastProducts.broadcastSysId, id));
          await insertProducts(tx, id, prdtSysIds);
        }
        if (addSchedules?.length) {
          await tx
            .insert(broadcastSchedules)
            .values(addSchedules.map((s) => ({ ...s, broadcastSysId: id, createdAt: now() })));
        }
        if (hostChange || host) {
          const open = await openSchedules(tx, id);
          if (host) await bookSchedules(tx, id, open, host, now());
          else await unbookSchedules(tx, open);
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

    async streamKeys(id: number, admin: AdminContext, revoke: boolean): Promise<AdminStreamKeyResponse> {
      await broadcastRow(id, admin);
      if (revoke) {
        const done = await revokeOpenKeys(db, id);
        admin.audit.after = { revoked: done.map((d) => d.id) };
      }
      const keys = await db
        .select()
        .from(streamKeys)
        .where(inArray(streamKeys.broadcastScheduleSysId, schedulesOf(db, id)))
        .orderBy(desc(streamKeys.createdAt));
      return { keys: keys.map(presentStreamKey) };
    },

    async block(
      id: number,
      blocked: boolean,
      reason: string | null,
      admin: AdminContext,
    ): Promise<PostAdminBroadcastsBlockResponse> {
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
        await revokeOpenKeys(db, id);
      }
      admin.audit.targetType = 'broadcast';
      admin.audit.before = { blockedAt: iso(before.blockedAt) };
      admin.audit.after = { blocked, reason, endedSchedules: ended };
      return { broadcastSysId: id, blocked, endedSchedules: ended };
    },
  };

  /** Revokes the open (neither revoked nor ended) stream keys of a broadcast's schedules. */
  function revokeOpenKeys(q: Db, broadcastSysId: number) {
    return q
      .update(streamKeys)
      .set({ revokedAt: now() })
      .where(
        and(
          inArray(streamKeys.broadcastScheduleSysId, schedulesOf(q, broadcastSysId)),
          isNull(streamKeys.revokedAt),
          isNull(streamKeys.endedAt),
        ),
      )
      .returning({ id: streamKeys.streamKeySysId });
  }
}

/** The schedule ids of a broadcast, as a subquery. */
function schedulesOf(db: Db, broadcastSysId: number) {
  return db
    .select({ id: broadcastSchedules.broadcastScheduleSysId })
    .from(broadcastSchedules)
    .where(eq(broadcastSchedules.broadcastSysId, broadcastSysId));
}

/** A broadcast's product list, in the given order. */
async function insertProducts(tx: Queryable, broadcastSysId: number, prdtSysIds: number[]) {
  if (!prdtSysIds.length) return;
  await tx.insert(broadcastProducts).values(prdtSysIds.map((p, i) => ({ broadcastSysId, prdtSysId: p, sortOrder: i })));
}
