import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  brands,
  productAddingProductDetails,
  productAddingProducts,
  productOptions,
  products,
  users,
} from '../../db/schema/index.js';

/** Test data: a product with option groups (each value with its stock) and adding products. */
export async function makeProduct(
  db: Db,
  p: {
    price: number;
    stock: number;
    marketPrice?: number;
    name?: string;
    options?: { group: string; values: { name: string; stock: number; addedPrice?: number }[] }[];
    adding?: { name: string; price: number; stock: number }[];
    delivery?: { type: 1 | 2 | 3; price?: number; freeMin?: number };
    isDisplay?: 0 | 1;
    isSoldout?: 0 | 1;
  },
) {
  const [brand] = await db.select({ id: brands.brandSysId }).from(brands).limit(1);
  const [prod] = await db
    .insert(products)
    .values({
      brandSysId: brand!.id,
      name: p.name ?? '테스트 상품',
      nameEn: 'Test product',
      marketPrice: p.marketPrice ?? p.price,
      price: p.price,
      stock: p.stock,
      isDisplay: p.isDisplay ?? 1,
      isSoldout: p.isSoldout ?? 0,
      optionTypeCode: p.options?.length ? 1 : 0,
      deliveryPriceTypeCode: p.delivery?.type ?? 1,
      deliveryPrice: p.delivery?.price ?? 0,
      freeDeliveryMinAmount: p.delivery?.freeMin ?? null,
      squareImageUrl: '/uploads/seed/p1-square.svg',
      bigImageUrl: '/uploads/seed/p1-big.svg',
    })
    .returning({ id: products.prdtSysId });
  const optionIds: Record<string, number> = {};
  let sort = 0;
  for (const g of p.options ?? []) {
    for (const v of g.values) {
      const [o] = await db
        .insert(productOptions)
        .values({
          prdtSysId: prod!.id,
          optionGroup: g.group,
          optionKeyName: v.name,
          addedPrice: v.addedPrice ?? 0,
          stock: v.stock,
          sortOrder: sort++,
        })
        .returning({ id: productOptions.prdtOptionSysId });
      optionIds[v.name] = o!.id;
    }
  }
  const addingIds: Record<string, number> = {};
  if (p.adding?.length) {
    const [parent] = await db
      .insert(productAddingProducts)
      .values({ prdtSysId: prod!.id, name: '추가 구성' })
      .returning({ id: productAddingProducts.prdtAddingProductSysId });
    for (const a of p.adding) {
      const [d] = await db
        .insert(productAddingProductDetails)
        .values({ prdtAddingProductSysId: parent!.id, name: a.name, price: a.price, stock: a.stock })
        .returning({ id: productAddingProductDetails.prdtAddingProductDetailSysId });
      addingIds[a.name] = d!.id;
    }
  }
  return { prdtSysId: prod!.id, optionIds, addingIds };
}

export async function stockOf(db: Db, prdtSysId: number) {
  const [p] = await db.select({ stock: products.stock }).from(products).where(eq(products.prdtSysId, prdtSysId));
  const opts = await db.select().from(productOptions).where(eq(productOptions.prdtSysId, prdtSysId));
  return { stock: p!.stock, options: Object.fromEntries(opts.map((o) => [o.optionKeyName, o.stock])) };
}

export async function userIdOf(db: Db, userId: string): Promise<number> {
  const [u] = await db.select({ id: users.userSysId }).from(users).where(eq(users.userId, userId));
  return u!.id;
}

/** The receiver of the test orders (a Seoul address, no extra delivery cost). */
export const TEST_RECEIVER = {
  name: '김받는',
  phone: '01099998888',
  postNumber: '06236',
  address: '서울 강남구 테헤란로 1',
};

/** The POST orders body of a member's test order: fixed orderer and receiver, terms agreed, the quoted amount. */
export function testOrderBody(
  items: { prdtSysId: number; qty: number }[],
  payMethod: 'card' | 'vbank',
  expectedPayAmount: number,
  pointAmount = 0,
) {
  return {
    items,
    orderer: { name: '김구매', phone: '01012345678' },
    receiver: TEST_RECEIVER,
    payMethod,
    pointAmount,
    expectedPayAmount,
    agreePayTerms: true,
    confirmAge14: true,
  };
}
