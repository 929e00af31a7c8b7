import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { withTx } from '../db/client.js';
import { brands, categories, productOptions, products, users } from '../db/schema/index.js';
import { hashPassword } from '../domains/auth/auth.crypto.js';
import { SEED_BRANDS, SEED_CATEGORIES } from './catalog-data.js';
import { ensureUpload, productSvg } from './images.js';

/** Demo members (README): all share the demo password. */
export const DEMO_MEMBERS = [
  { userId: 'buyer@demo.kr', nickName: '데모구매자', name: '김구매', role: 'buyer', mobile: '01012345678' },
  { userId: 'seller@demo.kr', nickName: '데모셀러', name: '이셀러', role: 'sellover', mobile: '01023456789' },
  { userId: 'admin@demo.kr', nickName: '운영자', name: '박운영', role: 'admin', mobile: '01034567890' },
] as const;

const LIVE_PRICE_WINDOW_MS = 7 * 86_400_000;

/**
 * Loads the demo data on first start with an empty database (no members yet). Product images are
 * generated under DATA_DIR/uploads and re-made when missing, so a fresh data directory next to an
 * already seeded PostgreSQL still shows pictures.
 */
export async function seedDemo(
  db: Db,
  opts: { dataDir: string; password: string; now?: Date },
): Promise<{ seeded: boolean }> {
  const now = opts.now ?? new Date();
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  const empty = (count?.n ?? 0) === 0;
  if (empty) {
    const hash = await hashPassword(opts.password);
    await withTx(db, async (tx) => {
      await tx.insert(users).values(DEMO_MEMBERS.map((m) => ({ ...m, passwordHash: hash, birthday: '1990-05-15' })));
      const brandIds = new Map<string, number>();
      for (const b of SEED_BRANDS) {
        const [row] = await tx
          .insert(brands)
          .values({ name: b.name, nameEn: b.nameEn, imageUrl: `/uploads/seed/brand-${b.key}.svg` })
          .returning({ id: brands.brandSysId });
        brandIds.set(b.key, row!.id);
      }
      let order = 0;
      let seq = 0;
      for (const top of SEED_CATEGORIES) {
        const [parent] = await tx
          .insert(categories)
          .values({ name: top.name, nameEn: top.nameEn, categoryLevel: 1, sortOrder: order++ })
          .returning({ id: categories.categorySysId });
        let childOrder = 0;
        for (const child of top.children) {
          const [cat] = await tx
            .insert(categories)
            .values({
              name: child.name,
              nameEn: child.nameEn,
              categoryLevel: 2,
              parentSysId: parent!.id,
              sortOrder: childOrder++,
            })
            .returning({ id: categories.categorySysId });
          for (const p of child.products) {
            seq += 1;
            const optionStock = p.options?.[0]?.values.reduce((s, v) => s + v.stock, 0);
            const [prod] = await tx
              .insert(products)
              .values({
                brandSysId: brandIds.get(p.brand)!,
                categorySysId: cat!.id,
                name: p.name,
                nameEn: p.nameEn,
                marketPrice: p.marketPrice,
                price: p.price,
                stock: optionStock ?? p.stock,
                isSoldout: p.soldOut ? 1 : 0,
                isDisplay: p.hidden ? 0 : 1,
                deliveryPriceTypeCode: p.delivery?.type ?? 1,
                deliveryPrice: p.delivery?.price ?? 0,
                freeDeliveryMinAmount: p.delivery?.freeMin ?? null,
                squareImageUrl: `/uploads/seed/p${seq}-square.svg`,
                bigImageUrl: `/uploads/seed/p${seq}-big.svg`,
                livePrice: p.livePrice ?? null,
                livePriceStartDate: p.livePrice ? new Date(now.getTime() - 3_600_000) : null,
                livePriceEndDate: p.livePrice ? new Date(now.getTime() + LIVE_PRICE_WINDOW_MS) : null,
                // spread creation times so "newest" has a stable order
                createdAt: new Date(now.getTime() - (100 - seq) * 3_600_000),
              })
              .returning({ id: products.prdtSysId });
            let sort = 0;
            for (const group of p.options ?? []) {
              await tx.insert(productOptions).values(
                group.values.map((v) => ({
                  prdtSysId: prod!.id,
                  optionGroup: group.group,
                  optionKeyName: v.name,
                  addedPrice: v.addedPrice ?? 0,
                  stock: v.stock,
                  sortOrder: sort++,
                })),
              );
            }
          }
        }
      }
    });
  }
  await ensureSeedImages(db, opts.dataDir);
  return { seeded: empty };
}

/** (Re)writes the generated artwork of seeded products and brands that is missing on disk. */
async function ensureSeedImages(db: Db, dataDir: string): Promise<void> {
  const hueOf = new Map(SEED_BRANDS.map((b) => [b.name, b.hue]));
  const rows = await db
    .select({
      id: products.prdtSysId,
      name: products.name,
      sq: products.squareImageUrl,
      big: products.bigImageUrl,
      brand: brands.name,
    })
    .from(products)
    .innerJoin(brands, eq(brands.brandSysId, products.brandSysId));
  for (const r of rows) {
    const hue = ((hueOf.get(r.brand) ?? 200) + r.id * 17) % 360;
    const label = r.name.length > 14 ? `${r.name.slice(0, 13)}…` : r.name;
    for (const [url, w, h] of [
      [r.sq, 600, 600],
      [r.big, 900, 1200],
    ] as const) {
      if (!url.startsWith('/uploads/seed/')) continue;
      ensureUpload(dataDir, url.slice('/uploads/'.length), () =>
        productSvg({ hue, brand: r.brand, label, width: w, height: h, seed: r.id }),
      );
    }
  }
  for (const b of SEED_BRANDS) {
    ensureUpload(dataDir, `seed/brand-${b.key}.svg`, () =>
      productSvg({ hue: b.hue, brand: b.name, label: b.nameEn, width: 300, height: 300, seed: 0 }),
    );
  }
}
