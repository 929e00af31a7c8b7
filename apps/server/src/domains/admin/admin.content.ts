import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { ZodType } from 'zod';
import {
  RC,
  adminBannerRequest,
  adminBannerUpdateRequest,
  adminContentListResponse,
  adminContentsRequest,
  adminContentsUpdateRequest,
  adminFaqRequest,
  adminFaqUpdateRequest,
  adminIdParams,
  adminListQuery,
  adminNoticeRequest,
  adminNoticeUpdateRequest,
  adminPlanProductsRequest,
  adminPlanRequest,
  adminPlanUpdateRequest,
  type AdminContentKind,
  deleteAdminContentNameResponse,
  patchAdminContentNameResponse,
  postAdminContentNameResponse,
  putAdminContentPlansProductsResponse,
} from '@lc/contracts';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { withTx, type Db } from '../../db/client.js';
import {
  banners,
  contents,
  eventProductRules,
  faqs,
  notices,
  planProducts,
  plans,
  products,
} from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import type { Router } from '../../http/route.js';

interface Kind {
  table: PgTable;
  id: PgColumn;
  order: PgColumn;
  create: ZodType;
  update: ZodType;
  /** columns holding instants (ISO strings on the wire) */
  dates: string[];
  notFound: string;
  stamp?: 'createdAt' | 'updatedAt';
}

const KINDS: Record<AdminContentKind, Kind> = {
  plans: {
    table: plans,
    id: plans.planSysId,
    order: plans.startDate,
    create: adminPlanRequest,
    update: adminPlanUpdateRequest,
    dates: ['startDate', 'endDate'],
    notFound: RC.PLAN_NOT_FOUND,
  },
  banners: {
    table: banners,
    id: banners.bannerSysId,
    order: banners.startDate,
    create: adminBannerRequest,
    update: adminBannerUpdateRequest,
    dates: ['startDate', 'endDate'],
    notFound: RC.NOT_FOUND,
  },
  notices: {
    table: notices,
    id: notices.noticeSysId,
    order: notices.createdAt,
    create: adminNoticeRequest,
    update: adminNoticeUpdateRequest,
    dates: [],
    notFound: RC.NOT_FOUND,
    stamp: 'createdAt',
  },
  faqs: {
    table: faqs,
    id: faqs.faqSysId,
    order: faqs.categoryCode,
    create: adminFaqRequest,
    update: adminFaqUpdateRequest,
    dates: [],
    notFound: RC.FAQ_NOT_FOUND,
  },
  contents: {
    table: contents,
    id: contents.contentsSysId,
    order: contents.updatedAt,
    create: adminContentsRequest,
    update: adminContentsUpdateRequest,
    dates: [],
    notFound: RC.CONTENTS_NOT_FOUND,
    stamp: 'updatedAt',
  },
};

/** Content administration (issue 15): list, create, change and delete each kind; a plan's products. */
export function adminContentRoutes(r: Router, deps: { db: Db; now: () => Date }) {
  const { db, now } = deps;
  const toRow = (k: Kind, body: Record<string, unknown>) => {
    const row: Record<string, unknown> = { ...body };
    for (const d of k.dates) if (typeof row[d] === 'string') row[d] = new Date(row[d] as string);
    return row;
  };
  async function load(k: Kind, id: number) {
    const [row] = await db.select().from(k.table).where(eq(k.id, id));
    if (!row) throw new AppError(k.notFound as never);
    return row as Record<string, unknown>;
  }

  for (const [name, k] of Object.entries(KINDS) as [AdminContentKind, Kind][]) {
    r.route({
      method: 'GET',
      path: `admin/content/${name}`,
      auth: 'admin',
      action: 'content.read',
      query: adminListQuery,
      response: adminContentListResponse,
      summary: `List ${name}`,
      handler: async ({ query }) => {
        const rows = await db
          .select()
          .from(k.table)
          .orderBy(query.order === 'asc' ? asc(k.order) : desc(k.order), desc(k.id))
          .limit(query.rowCount)
          .offset(query.startIndex);
        const [total] = await db.select({ n: count() }).from(k.table);
        return { rows, totalCount: total?.n ?? 0 };
      },
    });
    r.route({
      method: 'POST',
      path: `admin/content/${name}`,
      response: postAdminContentNameResponse,
      auth: 'admin',
      action: 'content.write',
      body: k.create,
      summary: `Create one of ${name}`,
      handler: async ({ body, admin }) => {
        const row = toRow(k, body as Record<string, unknown>);
        if (k.stamp) row[k.stamp] = now();
        const [created] = (await db
          .insert(k.table)
          .values(row as never)
          .returning()) as Record<string, unknown>[];
        const id = created![Object.keys(created!)[0]!] as number;
        admin.audit.targetType = name;
        admin.audit.targetId = String(id);
        admin.audit.after = created;
        return { id };
      },
    });
    r.route({
      method: 'PATCH',
      path: `admin/content/${name}/:id`,
      response: patchAdminContentNameResponse,
      auth: 'admin',
      action: 'content.write',
      target: name,
      params: adminIdParams,
      body: k.update,
      summary: `Change one of ${name}`,
      handler: async ({ params, body, admin }) => {
        const before = await load(k, params.id);
        const set = toRow(k, body as Record<string, unknown>);
        if (k.stamp === 'updatedAt') set.updatedAt = now();
        if (Object.keys(set).length === 0) throw new AppError(RC.VALIDATION);
        const merged = { ...before, ...set } as { startDate?: Date; endDate?: Date };
        if (merged.startDate && merged.endDate && merged.startDate >= merged.endDate) {
          throw new AppError(RC.VALIDATION, { errors: [{ path: 'endDate', message: 'end before start' }] });
        }
        const [after] = await db
          .update(k.table)
          .set(set as never)
          .where(eq(k.id, params.id))
          .returning();
        admin.audit.before = before;
        admin.audit.after = after;
        return { id: params.id };
      },
    });
    r.route({
      method: 'DELETE',
      path: `admin/content/${name}/:id`,
      response: deleteAdminContentNameResponse,
      auth: 'admin',
      action: 'content.write',
      target: name,
      params: adminIdParams,
      summary: `Delete one of ${name}`,
      handler: async ({ params, admin }) => {
        admin.audit.before = await load(k, params.id);
        await db.delete(k.table).where(eq(k.id, params.id));
        return { id: params.id };
      },
    });
  }

  r.route({
    method: 'PUT',
    path: 'admin/content/plans/:id/products',
    response: putAdminContentPlansProductsResponse,
    auth: 'admin',
    action: 'content.write',
    target: 'plans',
    params: adminIdParams,
    body: adminPlanProductsRequest,
    summary: 'Replace a plan’s products (event products with their per-person limit)',
    handler: async ({ params, body, admin }) => {
      const plan = await load(KINDS.plans, params.id);
      const ids = body.products.map((p) => p.prdtSysId);
      if (new Set(ids).size !== ids.length) throw new AppError(RC.VALIDATION);
      if (ids.length) {
        const found = await db
          .select({ id: products.prdtSysId })
          .from(products)
          .where(inArray(products.prdtSysId, ids));
        if (found.length !== ids.length) throw new AppError(RC.PRODUCT_NOT_FOUND);
      }
      const before = await db
        .select({ prdtSysId: planProducts.prdtSysId })
        .from(planProducts)
        .where(eq(planProducts.planSysId, params.id));
      await withTx(db, async (tx) => {
        // kept rows keep their id (event purchase counts and order lines point at it)
        const existing = await tx.select().from(planProducts).where(eq(planProducts.planSysId, params.id));
        const keep = new Map(existing.map((e) => [e.prdtSysId, e.planPrdtSysId]));
        const gone = existing.filter((e) => !ids.includes(e.prdtSysId)).map((e) => e.planPrdtSysId);
        if (gone.length) {
          await tx.delete(eventProductRules).where(inArray(eventProductRules.planPrdtSysId, gone));
          await tx.delete(planProducts).where(inArray(planProducts.planPrdtSysId, gone));
        }
        for (const [i, p] of body.products.entries()) {
          let planPrdtSysId = keep.get(p.prdtSysId);
          if (planPrdtSysId === undefined) {
            const [row] = await tx
              .insert(planProducts)
              .values({ planSysId: params.id, prdtSysId: p.prdtSysId, sortOrder: i })
              .returning({ id: planProducts.planPrdtSysId });
            planPrdtSysId = row!.id;
          } else {
            await tx.update(planProducts).set({ sortOrder: i }).where(eq(planProducts.planPrdtSysId, planPrdtSysId));
          }
          await tx.delete(eventProductRules).where(eq(eventProductRules.planPrdtSysId, planPrdtSysId));
          if (plan.planType === 'event') {
            await tx.insert(eventProductRules).values({
              planPrdtSysId,
              maxQtyPerUser: p.maxQtyPerUser,
              minBrandAmount: p.minBrandAmount,
              joinWithinDays: p.joinWithinDays,
            });
          }
        }
      });
      admin.audit.before = before;
      admin.audit.after = body.products;
      return { planSysId: params.id, count: ids.length };
    },
  });
}
