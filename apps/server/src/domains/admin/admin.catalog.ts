import type { z } from 'zod';
import { and, asc, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import {
  RC,
  type AdminProductCreateRequest,
  type AdminProductDetail,
  type AdminProductUpdateRequest,
  type adminBrandRequest,
  type adminBrandUpdateRequest,
  type adminCategoryRequest,
  type adminCategoryUpdateRequest,
  type adminProductListQuery,
  type adminBrandListQuery,
} from '@lc/contracts';
import { withTx, type Db, type Queryable } from '../../db/client.js';
import {
  brands,
  categories,
  productAddingProductDetails,
  productAddingProducts,
  productImages,
  productOptions,
  products,
} from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import { assertBrandSeller } from '../../shared/brand-sellers.js';
import { assertShowableReturnExceptions } from '../../shared/return-exceptions.js';
import type { AdminContext } from '../../http/route.js';
import { chosungOf } from '../catalog/catalog.policy.js';
import { presentAdminBrand, presentAdminProduct } from './admin.catalog.present.js';

type ProductListQuery = z.infer<typeof adminProductListQuery>;
const esc = (s: string) => `%${s.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

/**
 * Catalog administration: products (options, adding products, images, live price), brands, categories.
 * `invalidateCatalog`: the buyers' product lists and pages are cached; a back-office write drops them
 * (as the staff patch does).
 */
export function createAdminCatalog(deps: { db: Db; now: () => Date; invalidateCatalog: () => void }) {
  const { db, now, invalidateCatalog: invalidate } = deps;

  async function productRow(q: Queryable, prdtSysId: number) {
    const [p] = await q.select().from(products).where(eq(products.prdtSysId, prdtSysId));
    if (!p) throw new AppError(RC.PRODUCT_NOT_FOUND);
    return p;
  }
  async function assertBrandExists(q: Queryable, brandSysId: number) {
    const [b] = await q.select({ id: brands.brandSysId }).from(brands).where(eq(brands.brandSysId, brandSysId));
    if (!b) throw new AppError(RC.BRAND_NOT_FOUND);
  }
  async function assertCategory(q: Queryable, categorySysId: number | null | undefined) {
    if (categorySysId === null || categorySysId === undefined) return;
    const [c] = await q
      .select({ id: categories.categorySysId })
      .from(categories)
      .where(eq(categories.categorySysId, categorySysId));
    if (!c) throw new AppError(RC.CATEGORY_NOT_FOUND);
  }

  async function writeLists(
    tx: Queryable,
    prdtSysId: number,
    p: Pick<AdminProductUpdateRequest, 'options' | 'addingProducts' | 'images'>,
  ) {
    if (p.options) {
      await tx.delete(productOptions).where(eq(productOptions.prdtSysId, prdtSysId));
      if (p.options.length) {
        await tx.insert(productOptions).values(p.options.map((o, i) => ({ ...o, prdtSysId, sortOrder: i })));
      }
      await tx
        .update(products)
        .set({ optionTypeCode: p.options.length ? 1 : 0 })
        .where(eq(products.prdtSysId, prdtSysId));
    }
    if (p.addingProducts) {
      await tx.delete(productAddingProducts).where(eq(productAddingProducts.prdtSysId, prdtSysId));
      for (const [i, a] of p.addingProducts.entries()) {
        const [row] = await tx
          .insert(productAddingProducts)
          .values({ prdtSysId, name: a.name, sortOrder: i })
          .returning({ id: productAddingProducts.prdtAddingProductSysId });
        await tx
          .insert(productAddingProductDetails)
          .values(a.details.map((d, j) => ({ ...d, prdtAddingProductSysId: row!.id, sortOrder: j })));
      }
    }
    if (p.images) {
      await tx.delete(productImages).where(eq(productImages.prdtSysId, prdtSysId));
      await tx
        .insert(productImages)
        .values(p.images.map((url, i) => ({ prdtSysId, url, kind: 'gallery', sortOrder: i })));
      await tx
        .update(products)
        .set({ squareImageUrl: p.images[0]!, bigImageUrl: p.images[0]! })
        .where(eq(products.prdtSysId, prdtSysId));
    }
  }

  const service = {
    async listProducts(q: ProductListQuery, admin: AdminContext, limit?: number) {
      const own = admin.brandFilter();
      const w = and(
        own ? (own.length ? inArray(products.brandSysId, own) : sql`false`) : undefined,
        q.brandSysId ? eq(products.brandSysId, q.brandSysId) : undefined,
        q.categorySysId ? eq(products.categorySysId, q.categorySysId) : undefined,
        q.isDisplay !== undefined ? eq(products.isDisplay, q.isDisplay) : undefined,
        q.isSoldout !== undefined ? eq(products.isSoldout, q.isSoldout) : undefined,
        q.q ? ilike(products.name, esc(q.q)) : undefined,
      );
      const col = {
        createdAt: products.createdAt,
        price: products.price,
        stock: products.stock,
        saleCount: products.saleCount,
        name: products.name,
      }[q.sort];
      const dir = q.order === 'asc' ? asc : desc;
      const rows = await db
        .select({ p: products, b: brands })
        .from(products)
        .innerJoin(brands, eq(brands.brandSysId, products.brandSysId))
        .where(w)
        .orderBy(dir(col), dir(products.prdtSysId))
        .limit(limit ?? q.rowCount)
        .offset(limit ? 0 : q.startIndex);
      const [total] = await db.select({ n: count() }).from(products).where(w);
      return {
        rows: rows.map(({ p, b }) => presentAdminProduct(p, b)),
        totalCount: total?.n ?? 0,
      };
    },

    async product(prdtSysId: number, admin: AdminContext, q: Queryable = db): Promise<AdminProductDetail> {
      const p = await productRow(q, prdtSysId);
      admin.assertBrand(p.brandSysId);
      const [b] = await q.select().from(brands).where(eq(brands.brandSysId, p.brandSysId));
      const opts = await q
        .select()
        .from(productOptions)
        .where(eq(productOptions.prdtSysId, prdtSysId))
        .orderBy(asc(productOptions.sortOrder), asc(productOptions.prdtOptionSysId));
      const imgs = await q
        .select({ url: productImages.url })
        .from(productImages)
        .where(eq(productImages.prdtSysId, prdtSysId))
        .orderBy(asc(productImages.sortOrder));
      const adds = await q
        .select()
        .from(productAddingProducts)
        .where(eq(productAddingProducts.prdtSysId, prdtSysId))
        .orderBy(asc(productAddingProducts.sortOrder));
      const details = adds.length
        ? await q
            .select()
            .from(productAddingProductDetails)
            .where(
              inArray(
                productAddingProductDetails.prdtAddingProductSysId,
                adds.map((a) => a.prdtAddingProductSysId),
              ),
            )
            .orderBy(asc(productAddingProductDetails.sortOrder))
        : [];
      return {
        ...presentAdminProduct(p, b!),
        nameEn: p.nameEn,
        description: p.description,
        descriptionEn: p.descriptionEn,
        livePriceStartDate: p.livePriceStartDate?.toISOString() ?? null,
        livePriceEndDate: p.livePriceEndDate?.toISOString() ?? null,
        deliveryPriceTypeCode: p.deliveryPriceTypeCode,
        deliveryPrice: p.deliveryPrice,
        freeDeliveryMinAmount: p.freeDeliveryMinAmount,
        returnExceptions: p.returnExceptions,
        images: imgs.length ? imgs.map((i) => i.url) : [p.bigImageUrl],
        options: opts.map((o) => ({
          prdtOptionSysId: o.prdtOptionSysId,
          optionGroup: o.optionGroup,
          optionKeyName: o.optionKeyName,
          addedPrice: o.addedPrice,
          stock: o.stock,
        })),
        addingProducts: adds.map((a) => ({
          name: a.name,
          details: details
            .filter((d) => d.prdtAddingProductSysId === a.prdtAddingProductSysId)
            .map((d) => ({ name: d.name, price: d.price, stock: d.stock })),
        })),
      };
    },

    async createProduct(body: AdminProductCreateRequest, admin: AdminContext) {
      admin.assertBrand(body.brandSysId);
      assertShowableReturnExceptions(body.returnExceptions);
      const id = await withTx(db, async (tx) => {
        await assertBrandExists(tx, body.brandSysId);
        await assertCategory(tx, body.categorySysId);
        const [row] = await tx
          .insert(products)
          .values({
            brandSysId: body.brandSysId,
            categorySysId: body.categorySysId ?? null,
            name: body.name,
            nameEn: body.nameEn ?? null,
            description: body.description ?? null,
            descriptionEn: body.descriptionEn ?? null,
            marketPrice: body.marketPrice,
            price: body.price,
            stock: body.stock,
            isDisplay: body.isDisplay,
            isSoldout: body.isSoldout,
            deliveryPriceTypeCode: body.deliveryPriceTypeCode,
            deliveryPrice: body.deliveryPrice,
            freeDeliveryMinAmount: body.freeDeliveryMinAmount ?? null,
            squareImageUrl: body.images[0]!,
            bigImageUrl: body.images[0]!,
            livePrice: body.livePrice ?? null,
            livePriceStartDate: body.livePriceStartDate ? new Date(body.livePriceStartDate) : null,
            livePriceEndDate: body.livePriceEndDate ? new Date(body.livePriceEndDate) : null,
            nameChosung: chosungOf(body.name),
            infoNotice: body.infoNotice ?? null,
            isAlcohol: body.isAlcohol,
            alcoholKind: body.alcoholKind ?? null,
            returnExceptions: body.returnExceptions,
            createdAt: now(),
            updatedAt: now(),
          })
          .returning({ id: products.prdtSysId });
        await writeLists(tx, row!.id, body);
        return row!.id;
      });
      invalidate();
      admin.audit.targetType = 'product';
      admin.audit.targetId = String(id);
      admin.audit.after = body;
      return { prdtSysId: id };
    },

    async updateProduct(prdtSysId: number, body: AdminProductUpdateRequest, admin: AdminContext) {
      const before = await service.product(prdtSysId, admin);
      if (body.brandSysId !== undefined) admin.assertBrand(body.brandSysId);
      assertShowableReturnExceptions(body.returnExceptions);
      const price = body.price ?? before.price;
      const market = body.marketPrice ?? before.marketPrice;
      if (price > market)
        throw new AppError(RC.VALIDATION, { errors: [{ path: 'price', message: 'price above market price' }] });
      const after = await withTx(db, async (tx) => {
        if (body.brandSysId !== undefined) await assertBrandExists(tx, body.brandSysId);
        await assertCategory(tx, body.categorySysId);
        const { options, addingProducts, images, livePriceStartDate, livePriceEndDate, ...cols } = body;
        const set: Record<string, unknown> = { ...cols, updatedAt: now() };
        if (livePriceStartDate !== undefined)
          set.livePriceStartDate = livePriceStartDate ? new Date(livePriceStartDate) : null;
        if (livePriceEndDate !== undefined) set.livePriceEndDate = livePriceEndDate ? new Date(livePriceEndDate) : null;
        if (cols.name) set.nameChosung = chosungOf(cols.name);
        await tx.update(products).set(set).where(eq(products.prdtSysId, prdtSysId));
        await writeLists(tx, prdtSysId, { options, addingProducts, images });
        return service.product(prdtSysId, admin, tx);
      });
      invalidate();
      admin.audit.targetType = 'product';
      admin.audit.before = before;
      admin.audit.after = after;
      return { product: after };
    },

    async listBrands(q: z.infer<typeof adminBrandListQuery>, admin: AdminContext) {
      const own = admin.brandFilter();
      const w = and(
        own ? (own.length ? inArray(brands.brandSysId, own) : sql`false`) : undefined,
        q.q ? ilike(brands.name, esc(q.q)) : undefined,
      );
      const dir = q.order === 'asc' ? asc : desc;
      const rows = await db
        .select({
          b: brands,
          productCount: sql<number>`(select count(*)::int from ${products} where ${products.brandSysId} = ${brands.brandSysId})`,
        })
        .from(brands)
        .where(w)
        .orderBy(dir(q.sort === 'name' ? brands.name : brands.createdAt), dir(brands.brandSysId))
        .limit(q.rowCount)
        .offset(q.startIndex);
      const [total] = await db.select({ n: count() }).from(brands).where(w);
      return {
        rows: rows.map(({ b, productCount }) => presentAdminBrand(b, productCount)),
        totalCount: total?.n ?? 0,
      };
    },

    async createBrand(body: z.infer<typeof adminBrandRequest>, admin: AdminContext) {
      await assertBrandSeller(db, body.sellerSysId);
      const [row] = await db
        .insert(brands)
        .values({ ...body, nameChosung: chosungOf(body.name), createdAt: now() })
        .returning();
      admin.audit.targetType = 'brand';
      admin.audit.targetId = String(row!.brandSysId);
      admin.audit.after = row;
      return { brandSysId: row!.brandSysId };
    },

    async updateBrand(brandSysId: number, body: z.infer<typeof adminBrandUpdateRequest>, admin: AdminContext) {
      const [before] = await db.select().from(brands).where(eq(brands.brandSysId, brandSysId));
      if (!before) throw new AppError(RC.BRAND_NOT_FOUND);
      await assertBrandSeller(db, body.sellerSysId);
      const set: Record<string, unknown> = { ...body };
      if (body.name) set.nameChosung = chosungOf(body.name);
      const [after] = await db.update(brands).set(set).where(eq(brands.brandSysId, brandSysId)).returning();
      invalidate(); // the seller identity decides whether the brand's products are shown
      admin.audit.targetType = 'brand';
      admin.audit.before = before;
      admin.audit.after = after;
      return { brandSysId };
    },

    async listCategories() {
      const rows = await db
        .select()
        .from(categories)
        .orderBy(asc(categories.categoryLevel), asc(categories.sortOrder), asc(categories.categorySysId));
      return { rows };
    },

    async createCategory(body: z.infer<typeof adminCategoryRequest>, admin: AdminContext) {
      const level = await levelUnder(body.parentSysId);
      const [row] = await db
        .insert(categories)
        .values({ ...body, nameEn: body.nameEn ?? null, categoryLevel: level })
        .returning();
      admin.audit.targetType = 'category';
      admin.audit.targetId = String(row!.categorySysId);
      admin.audit.after = row;
      return { categorySysId: row!.categorySysId };
    },

    async updateCategory(categorySysId: number, body: z.infer<typeof adminCategoryUpdateRequest>, admin: AdminContext) {
      const [before] = await db.select().from(categories).where(eq(categories.categorySysId, categorySysId));
      if (!before) throw new AppError(RC.CATEGORY_NOT_FOUND);
      const set: Record<string, unknown> = { ...body };
      if (body.parentSysId !== undefined) {
        if (body.parentSysId === categorySysId) throw new AppError(RC.VALIDATION);
        set.categoryLevel = await levelUnder(body.parentSysId);
      }
      const [after] = await db
        .update(categories)
        .set(set)
        .where(eq(categories.categorySysId, categorySysId))
        .returning();
      invalidate();
      admin.audit.targetType = 'category';
      admin.audit.before = before;
      admin.audit.after = after;
      return { categorySysId };
    },
  };

  /** The tree has two levels: a parent must be a level-1 category. */
  async function levelUnder(parentSysId: number | null | undefined): Promise<number> {
    if (parentSysId === null || parentSysId === undefined) return 1;
    const [p] = await db.select().from(categories).where(eq(categories.categorySysId, parentSysId));
    if (!p) throw new AppError(RC.CATEGORY_NOT_FOUND);
    if (p.categoryLevel !== 1)
      throw new AppError(RC.VALIDATION, { errors: [{ path: 'parentSysId', message: 'two levels at most' }] });
    return 2;
  }

  return service;
}

export type AdminCatalog = ReturnType<typeof createAdminCatalog>;
export type { SQL };
