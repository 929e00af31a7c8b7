import { eq } from 'drizzle-orm';
import { SAME_DAY_DISPATCH_CUTOFF_KST, withJosa } from '@lc/contracts';
import type { Db, Tx } from '../db/client.js';
import {
  brands,
  categories,
  productAddingProductDetails,
  productAddingProducts,
  productImages,
  productOptions,
  products,
  sellerNotices,
} from '../db/schema/index.js';
import { chosungOf } from '../domains/catalog/catalog.policy.js';
import { SEED_BRANDS, SEED_CATEGORIES, type SeedProduct } from './catalog-data.js';
import { EXTRA_BRANDS, EXTRA_PRODUCTS } from './catalog-extra.js';
import { ensureUpload, productSvg } from './images.js';
import type { FileStorage } from '../storage/index.js';

const LIVE_PRICE_WINDOW_MS = 7 * 86_400_000;
const ALL_BRANDS = [...SEED_BRANDS, ...EXTRA_BRANDS];

const round100 = (n: number) => Math.round(n / 100) * 100;

/** Deterministic variety for generated products (no randomness: the same seed every start). */
function generated(catName: string, idx: number, seq: number): SeedProduct & { brand: string } {
  const spec = EXTRA_PRODUCTS[catName]!;
  const [name, nameEn, price] = spec.items[idx]!;
  const brand = spec.brands[idx % spec.brands.length]!;
  const markup = [1.15, 1.3, 1.0, 1.45, 1.2, 1.6, 1.1][idx % 7]!;
  const p: SeedProduct & { brand: string } = {
    name,
    nameEn,
    brand,
    marketPrice: round100(price * markup),
    price,
    stock: 10 + ((seq * 37) % 190),
    delivery:
      seq % 3 === 0
        ? { type: 1 }
        : seq % 3 === 1
          ? { type: 2, price: 3000, freeMin: [30000, 50000][seq % 2]! }
          : { type: 3, price: 3500 },
  };
  const fashion = ['아우터', '상의', '가방', '러닝', '요가'].includes(catName);
  if (idx % 3 === 0) {
    p.options = fashion
      ? [
          { group: '색상', values: ['블랙', '화이트', '네이비'].map((n, i) => ({ name: n, stock: i === 2 ? 0 : 12 })) },
          {
            group: '사이즈',
            values: ['S', 'M', 'L', 'XL'].map((n) => ({ name: n, stock: 10, addedPrice: n === 'XL' ? 2000 : 0 })),
          },
        ]
      : [
          {
            group: '구성',
            values: [
              { name: '1개', stock: 40 },
              { name: '2개 묶음', stock: 30, addedPrice: price - 2000 },
            ],
          },
        ];
    p.stock = 0; // from the options
  }
  if (seq % 17 === 0) p.soldOut = true;
  if (seq % 23 === 0) p.hidden = true;
  if (seq === 45) p.livePrice = round100(price * 0.7);
  return p;
}

const INFO_NOTICE = (brandKo: string, brandEn: string) => [
  { label: '제조사/수입사', value: brandKo, labelEn: 'Maker / importer', valueEn: brandEn },
  { label: '제조국', value: '대한민국', labelEn: 'Country of manufacture', valueEn: 'Republic of Korea' },
  {
    label: '품질보증기준',
    value: '관련 법 및 소비자분쟁해결기준에 따름',
    labelEn: 'Quality assurance',
    valueEn: 'As set by the law and the consumer dispute settlement standards',
  },
  {
    label: 'A/S 책임자와 전화번호',
    value: `${brandKo} 고객센터 1588-0000`,
    labelEn: 'After-sales contact',
    valueEn: `${brandEn} customer centre 1588-0000`,
  },
];

/** Inserts brands, the category tree and 135 products (options, adding products, images, notices). */
export async function seedCatalog(tx: Tx, now: Date): Promise<void> {
  const brandIds = new Map<string, number>();
  for (const [i, b] of ALL_BRANDS.entries()) {
    const [row] = await tx
      .insert(brands)
      .values({
        name: b.name,
        nameEn: b.nameEn,
        nameChosung: chosungOf(b.name),
        imageUrl: `/uploads/seed/brand-${b.key}.svg`,
        // its owner, a real brand-seller account, is set by seedBrandSellers (brand-sellers.ts)
        description: `${b.name}의 공식 스토어입니다. 라이브 방송과 함께 새로운 상품을 만나보세요.`,
        descriptionEn: `The official ${b.nameEn} store. Meet new products with our live shows.`,
      })
      .returning({ id: brands.brandSysId });
    brandIds.set(b.key, row!.id);
    await tx.insert(sellerNotices).values([
      {
        sellerSysId: 0,
        brandSysId: row!.id,
        title: `[${b.name}] 배송 안내`,
        titleEn: `[${b.nameEn}] Delivery notice`,
        content: `평일 ${SAME_DAY_DISPATCH_CUTOFF_KST} 이전 결제 건은 당일 출고됩니다. 주말 및 공휴일 주문은 다음 영업일에 순차 출고됩니다.`,
        contentEn: `Orders paid before ${SAME_DAY_DISPATCH_CUTOFF_KST} on weekdays ship the same day. Weekend and holiday orders ship in turn on the next business day.`,
        createdAt: new Date(now.getTime() - (i + 1) * 86_400_000),
      },
    ]);
  }
  // categories first (ids of the first thirty products stay as they were: other domains' seeds use them)
  const catIds = new Map<string, number>();
  let order = 0;
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
      catIds.set(child.name, cat!.id);
    }
  }
  const queue: { p: SeedProduct; cat: string }[] = [];
  for (const top of SEED_CATEGORIES)
    for (const child of top.children) for (const p of child.products) queue.push({ p, cat: child.name });
  let seq = queue.length;
  for (const top of SEED_CATEGORIES) {
    for (const child of top.children) {
      const extra = EXTRA_PRODUCTS[child.name];
      for (let i = 0; i < (extra?.items.length ?? 0); i++)
        queue.push({ p: generated(child.name, i, ++seq), cat: child.name });
    }
  }
  seq = 0;
  for (const { p, cat } of queue) {
    seq += 1;
    const brandKey = p.brand;
    const brand = ALL_BRANDS.find((b) => b.key === brandKey)!;
    const optionStock = p.options?.[0]?.values.reduce((s, v) => s + v.stock, 0);
    const [prod] = await tx
      .insert(products)
      .values({
        brandSysId: brandIds.get(brandKey)!,
        categorySysId: catIds.get(cat)!,
        name: p.name,
        nameEn: p.nameEn,
        nameChosung: chosungOf(p.name),
        description: `${p.name}. ${withJosa(brand.name, '이/가')} 라이브 방송에서 직접 소개하는 상품입니다. 꼼꼼하게 검수해 안전하게 보내 드립니다.`,
        descriptionEn: `${p.nameEn}. Presented live by ${brand.nameEn}; inspected carefully and shipped safely.`,
        marketPrice: p.marketPrice,
        price: p.price,
        stock: optionStock ?? p.stock,
        isSoldout: p.soldOut ? 1 : 0,
        isDisplay: p.hidden ? 0 : 1,
        deliveryPriceTypeCode: p.delivery?.type ?? 1,
        deliveryPrice: p.delivery?.price ?? 0,
        freeDeliveryMinAmount: p.delivery?.freeMin ?? null,
        optionTypeCode: p.options?.length ? 1 : 0,
        squareImageUrl: `/uploads/seed/p${seq}-square.webp`,
        bigImageUrl: `/uploads/seed/p${seq}-big.webp`,
        livePrice: p.livePrice ?? null,
        livePriceStartDate: p.livePrice ? new Date(now.getTime() - 3_600_000) : null,
        livePriceEndDate: p.livePrice ? new Date(now.getTime() + LIVE_PRICE_WINDOW_MS) : null,
        saleCount: (seq * 53) % 400,
        viewCount: (seq * 97) % 1500,
        infoNotice: INFO_NOTICE(brand.name, brand.nameEn),
        // spread creation times so "newest" has a stable order
        createdAt: new Date(now.getTime() - (200 - seq) * 3_600_000),
      })
      .returning({ id: products.prdtSysId });
    const id = prod!.id;
    let sort = 0;
    for (const group of p.options ?? []) {
      await tx.insert(productOptions).values(
        group.values.map((v) => ({
          prdtSysId: id,
          optionGroup: group.group,
          optionKeyName: v.name,
          addedPrice: v.addedPrice ?? 0,
          stock: v.stock,
          sortOrder: sort++,
        })),
      );
    }
    await tx.insert(productImages).values([
      // issue 19: the object from another angle, in another colour and close up (seed-art.ts draws them)
      { prdtSysId: id, url: `/uploads/seed/p${seq}-g1.webp`, kind: 'gallery', sortOrder: 1 },
      { prdtSysId: id, url: `/uploads/seed/p${seq}-g2.webp`, kind: 'gallery', sortOrder: 2 },
      { prdtSysId: id, url: `/uploads/seed/p${seq}-g3.webp`, kind: 'gallery', sortOrder: 3 },
      { prdtSysId: id, url: `/uploads/seed/p${seq}-d1.webp`, kind: 'detail', sortOrder: 1 },
    ]);
    if (seq % 4 === 1) {
      const [ap] = await tx
        .insert(productAddingProducts)
        .values({ prdtSysId: id, name: seq % 8 === 1 ? '선물 포장' : '함께 사면 좋은 상품' })
        .returning({ id: productAddingProducts.prdtAddingProductSysId });
      await tx.insert(productAddingProductDetails).values(
        seq % 8 === 1
          ? [
              { prdtAddingProductSysId: ap!.id, name: '기본 선물 포장', price: 2000, stock: 100, sortOrder: 0 },
              { prdtAddingProductSysId: ap!.id, name: '고급 선물 박스', price: 5000, stock: 50, sortOrder: 1 },
            ]
          : [
              { prdtAddingProductSysId: ap!.id, name: '전용 파우치', price: 3900, stock: 80, sortOrder: 0 },
              { prdtAddingProductSysId: ap!.id, name: '리필 1개', price: 9900, stock: 0, sortOrder: 1 },
            ],
      );
    }
  }
}

/** (Re)writes the generated artwork of seeded products and brands that is missing on disk. */
export async function ensureCatalogImages(db: Db, storage: FileStorage): Promise<void> {
  const hueOf = new Map(ALL_BRANDS.map((b) => [b.name, b.hue]));
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
  const extra = await db.select({ id: productImages.prdtSysId, url: productImages.url }).from(productImages);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const jobs: (() => Promise<unknown>)[] = [];
  const draw = (url: string, hue: number, brand: string, label: string, w: number, h: number, seed: number) => {
    // WebP pictures (issue 19) are drawn on first request by seed-art.ts; SVG ones are older seeds'
    if (!url.startsWith('/uploads/seed/') || !url.endsWith('.svg')) return;
    jobs.push(() =>
      ensureUpload(storage, url.slice('/uploads/'.length), () =>
        productSvg({ hue, brand, label, width: w, height: h, seed }),
      ),
    );
  };
  for (const r of rows) {
    const hue = ((hueOf.get(r.brand) ?? 200) + r.id * 17) % 360;
    const label = r.name.length > 14 ? `${r.name.slice(0, 13)}…` : r.name;
    draw(r.sq, hue, r.brand, label, 600, 600, r.id);
    draw(r.big, hue, r.brand, label, 900, 1200, r.id);
  }
  for (const e of extra) {
    const r = byId.get(e.id);
    if (!r) continue;
    const hue = ((hueOf.get(r.brand) ?? 200) + r.id * 17 + 60) % 360;
    const detail = e.url.includes('-d');
    draw(e.url, hue, r.brand, detail ? '상세 정보' : r.name.slice(0, 13), 900, detail ? 900 : 1200, r.id + 1);
  }
  for (const b of ALL_BRANDS) {
    jobs.push(() =>
      ensureUpload(storage, `seed/brand-${b.key}.svg`, () =>
        productSvg({ hue: b.hue, brand: b.name, label: b.nameEn, width: 300, height: 300, seed: 0 }),
      ),
    );
  }
  await inBatches(jobs);
}

/** runs the calls a few at a time (an object store answers each in a round trip) */
export async function inBatches(jobs: (() => Promise<unknown>)[], size = 8): Promise<void> {
  for (let i = 0; i < jobs.length; i += size) await Promise.all(jobs.slice(i, i + size).map((j) => j()));
}
