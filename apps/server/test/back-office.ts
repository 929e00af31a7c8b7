import { asc } from 'drizzle-orm';
import { brands } from '../src/db/schema/index.js';
import { makeBrandSeller, makeMember, makeProduct, nextSeq, userIdOf } from './factories.js';
import { login, type TestContext } from './harness.js';

export interface BackOffice {
  /** each role's access token (by BackOfficeRole; a role without one calls as a guest) */
  tokens: Record<string, string>;
  /** signs every role in again (a forced exit ends the member's sessions) */
  signInAgain(): Promise<void>;
  buyerId: number;
  /** the demo data's first two brands: A sold by the `brand` role, B by another brand seller */
  brandA: number;
  brandB: number;
  /** a product of each brand */
  productA: number;
  productB: number;
}

/**
 * The shop of the back-office tests: a manager (`<prefix>manager@test.kr`) and two brand sellers
 * (`<prefix>brand-a@test.kr`, `<prefix>brand-b@test.kr`) of the demo data's first two brands, each
 * brand with a product at 9,000 won (market price 10,000) of `stock` units named `<productName> <n>`,
 * and every role signed in.
 */
export async function backOffice(
  t: TestContext,
  o: { prefix: string; productName: string; stock: number },
): Promise<BackOffice> {
  const db = t.database.db;
  const staff = (userId: string, role: string) => makeMember(db, { userId: `${o.prefix}${userId}`, role });
  await staff('manager@test.kr', 'manager');
  const bs = await db.select({ id: brands.brandSysId }).from(brands).orderBy(asc(brands.brandSysId)).limit(2);
  const products: number[] = [];
  for (const [i, b] of bs.entries()) {
    await makeBrandSeller(db, { userId: `${o.prefix}brand-${'ab'[i]}@test.kr`, brandSysId: b.id });
    const p = await makeProduct(db, {
      brandSysId: b.id,
      name: `${o.productName} ${nextSeq()}`,
      marketPrice: 10000,
      price: 9000,
      stock: o.stock,
    });
    products.push(p.prdtSysId);
  }
  const tokens: Record<string, string> = {};
  const signInAgain = async () => {
    for (const [role, userId] of [
      ['admin', 'admin@demo.kr'],
      ['manager', `${o.prefix}manager@test.kr`],
      ['brand', `${o.prefix}brand-a@test.kr`],
      ['buyer', 'buyer@demo.kr'],
    ] as const) {
      const r = await login(t, userId);
      if (r.status !== 200) throw new Error(`${userId} could not sign in: ${JSON.stringify(r.json)}`);
      tokens[role] = r.json.accessToken as string;
    }
  };
  await signInAgain();
  return {
    tokens,
    signInAgain,
    buyerId: await userIdOf(db, 'buyer@demo.kr'),
    brandA: bs[0]!.id,
    brandB: bs[1]!.id,
    productA: products[0]!,
    productB: products[1]!,
  };
}
