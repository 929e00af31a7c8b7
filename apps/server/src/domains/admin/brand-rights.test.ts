/**
 * Issue 25 N6: every brand right comes from `brands.sellerSysId` and the account's current role. After the
 * operator hands brand 1 to another account through the back-office, brand@demo.kr (its demo owner) no
 * longer reads the brand's secret questions nor moderates its reviews; the new owner does.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import type { Question } from '@lc/contracts';
import { brands, productReviews, products, users } from '../../db/schema/index.js';
import { signIn, startTestApp, type TestContext } from '../../../test/harness.js';
import { makeMember } from '../../../test/factories.js';

type Who = { token: string; id: number };
let t: TestContext;
let admin: Who;
let buyer: Who;
let oldOwner: Who;
let newOwner: Who;
let brand: number;
let prdt: number;
let questionId: number;
let reviewId: number;

beforeAll(async () => {
  t = await startTestApp();
  const db = t.database.db;
  admin = await signIn(t, 'admin@demo.kr');
  buyer = await signIn(t, 'buyer@demo.kr');
  oldOwner = await signIn(t, 'brand@demo.kr');
  await makeMember(db, { userId: 'brand-next@test.kr', nickName: '새브랜드담당', role: 'brand' });
  newOwner = await signIn(t, 'brand-next@test.kr');
  // brand 1, the demo brand seller's brand
  const [b] = await db.select().from(brands).orderBy(asc(brands.brandSysId)).limit(1);
  brand = b!.brandSysId;
  const [p] = await db
    .select({ id: products.prdtSysId })
    .from(products)
    .where(eq(products.brandSysId, b!.brandSysId))
    .orderBy(asc(products.prdtSysId))
    .limit(1);
  prdt = p!.id;
  const asked = await t.request({
    method: 'POST',
    url: `products/${prdt}/questions`,
    token: buyer.token,
    body: { content: '제 주소로 배송 가능한지 궁금합니다', isSecret: true },
  });
  questionId = (asked.json.question as Question).questionSysId;
  const [r] = await db
    .select({ id: productReviews.prdtReviewSysId })
    .from(productReviews)
    .where(and(eq(productReviews.prdtSysId, prdt), eq(productReviews.state, 'visible')))
    .limit(1);
  reviewId = r!.id;
  const reported = await t.request({
    method: 'POST',
    url: `products/${prdt}/reviews/${reviewId}/claims`,
    token: buyer.token,
    body: { reasonCode: 2 },
  });
  expect(reported.json.resultCode).toBe('0001');
});
afterAll(async () => t?.close());

const secretSeen = async (who: Who) => {
  const r = await t.request({ method: 'GET', url: `products/${prdt}/questions?rowCount=100`, token: who.token });
  const q = (r.json.questions as Question[]).find((x) => x.questionSysId === questionId)!;
  return !q.hidden && q.content !== '';
};
const reportsSeen = async (who: Who) => {
  const r = await t.request({ method: 'GET', url: 'operations/reviews/reports/list', token: who.token });
  if (r.json.resultCode !== '0001') return r.json.resultCode as string;
  return (r.json.entries as { review: { prdtReviewSysId: number } }[]).some(
    (e) => e.review.prdtReviewSysId === reviewId,
  );
};
const keep = async (who: Who) =>
  (
    await t.request({
      method: 'PATCH',
      url: `operations/reviews/${reviewId}/moderation`,
      token: who.token,
      body: { action: 'keep' },
    })
  ).json.resultCode;

describe('brand rights have one source: brands.sellerSysId and the role (issue 25 N6)', () => {
  it('the demo brand seller is a brand seller and owns brand 1: it reads its secret questions and reports', async () => {
    const [u] = await t.database.db.select({ role: users.role }).from(users).where(eq(users.userSysId, oldOwner.id));
    expect(u!.role).toBe('brand');
    const [b] = await t.database.db.select().from(brands).where(eq(brands.brandSysId, brand));
    expect(b!.sellerSysId).toBe(oldOwner.id);
    expect(await secretSeen(oldOwner)).toBe(true);
    expect(await reportsSeen(oldOwner)).toBe(true);
    expect(await secretSeen(newOwner)).toBe(false);
    expect(await keep(newOwner)).toBe('9403');
  });

  it('a brand is handed only to an active brand seller account (9713 otherwise, the owner stays)', async () => {
    const r = await t.request({
      method: 'PATCH',
      url: `admin/brands/${brand}`,
      token: admin.token,
      body: { sellerSysId: buyer.id },
    });
    expect(r.json.resultCode).toBe('9713');
    const [b] = await t.database.db.select().from(brands).where(eq(brands.brandSysId, brand));
    expect(b!.sellerSysId).toBe(oldOwner.id);
  });

  it('handed to another account in the back-office, the brand’s rights move with it at once', async () => {
    const moved = await t.request({
      method: 'PATCH',
      url: `admin/brands/${brand}`,
      token: admin.token,
      body: { sellerSysId: newOwner.id },
    });
    expect(moved.json.resultCode).toBe('0001');
    // the old owner (same token, same session) is refused everything of the brand
    expect(await secretSeen(oldOwner)).toBe(false);
    expect(await reportsSeen(oldOwner)).toBe('9403');
    expect(await keep(oldOwner)).toBe('9403');
    // the new owner reads and moderates
    expect(await secretSeen(newOwner)).toBe(true);
    expect(await reportsSeen(newOwner)).toBe(true);
    expect(await keep(newOwner)).toBe('0001');
  });

  it('an owner that is no longer a brand seller (its role changed) has no brand rights', async () => {
    await t.database.db.update(users).set({ role: 'buyer' }).where(eq(users.userSysId, newOwner.id));
    expect(await secretSeen(newOwner)).toBe(false);
    expect(await reportsSeen(newOwner)).toBe('9403');
  });
});
