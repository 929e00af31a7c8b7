import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLAIM_EVIDENCE_DAYS, CONTENTS_IDS } from '@lc/contracts';
import { accessTokens, startTestApp, type TestContext } from '../../../test/harness.js';
import { makeProduct, paidCardOrderViaApi } from '../../../test/factories.js';
import { multipartForm } from '../../../test/multipart.js';
import { checkAnswer, matchRoute } from '../../../test/response-check.js';
import { photoWithGps } from '../uploads/uploads.fixtures.js';

/**
 * Shopping §9 "evidence requested within 15 days" (issue 32): the buyer adds photos to their open
 * exchange/return request until the end of the 15th Korean day after filing it; after that 7046 and
 * nothing changes.
 */
let t: TestContext;
let buyer: string;
let admin: string;
const DEFECTIVE = 8;

beforeAll(async () => {
  t = await startTestApp();
  await relogin();
});
afterAll(async () => t?.close());

async function relogin() {
  [buyer, admin] = await accessTokens(t, 'buyer@demo.kr', 'admin@demo.kr');
}
/** Moves the clock to a Korean wall time (`2027-03-02T10:00`) and signs in again. */
async function at(kst: string) {
  t.clock.now = Date.parse(`${kst}:00+09:00`);
  await relogin();
}
const op = (path: string) => t.request({ method: 'POST', url: `operations/${path}`, token: admin });

type Line = { orderSysId: number; pid: number };
async function deliveredOrder(): Promise<Line> {
  const p = await makeProduct(t.database.db, { price: 30000, stock: 5 });
  const o = await paidCardOrderViaApi(t, buyer, [{ prdtSysId: p.prdtSysId, qty: 1 }]);
  const d = await t.request({
    method: 'POST',
    url: `operations/orders/${o.orderSysId}/products/${o.pid}/dispatch`,
    token: admin,
    body: { deliveryCompanyCode: '04', invoiceNumber: '123456789012' },
  });
  expect(d.status, JSON.stringify(d.json)).toBe(200);
  expect((await op(`orders/${o.orderSysId}/products/${o.pid}/delivered`)).status).toBe(200);
  return o;
}

/** POST …/proposaling/{claimId}/images with photos as prdtImgFile1..n. */
async function addPhotos(o: Line, claimId: number, count: number, lang = 'ko') {
  const photo = await photoWithGps();
  const files = Object.fromEntries(
    Array.from({ length: count }, (_, i) => [
      `prdtImgFile${i + 1}`,
      { data: photo, name: 'p.jpg', type: 'image/jpeg' },
    ]),
  );
  const { payload, contentType } = await multipartForm({}, files);
  const url = `orders/${o.orderSysId}/products/${o.pid}/proposaling/${claimId}/images`;
  const res = await t.app.fastify.inject({
    method: 'POST',
    url: `/api/v1/${url}`,
    headers: { authorization: `Bearer ${buyer}`, 'content-type': contentType, 'accept-language': lang },
    payload,
  });
  const json = (JSON.parse(res.body) as { jsonData: Record<string, unknown> }).jsonData;
  // checked strictly against the route's contract, as every harness request is
  checkAnswer(matchRoute(t.app.routes, 'POST', url), 'POST', url, json);
  return { status: res.statusCode, json };
}
const claimOf = async (o: Line) =>
  (
    (await t.request({ method: 'GET', url: `orders/${o.orderSysId}/products/${o.pid}`, token: buyer })).json.claims as {
      claimSysId: number;
      images: string[];
      status: string;
    }[]
  )[0]!;

describe(`evidence photos within ${CLAIM_EVIDENCE_DAYS} days of the request`, () => {
  it('are added on the 15th day after filing and refused from the 16th (7046, ko and en), nothing changed', async () => {
    expect(CLAIM_EVIDENCE_DAYS).toBe(15);
    await at('2027-03-02T10:00');
    const o = await deliveredOrder();
    const asked = await t.request({
      method: 'POST',
      url: `orders/${o.orderSysId}/products/${o.pid}/proposaling/return`,
      token: buyer,
      body: { reasonCode: DEFECTIVE, reasonDetail: '전원이 켜지지 않아요' },
    });
    expect(asked.status, JSON.stringify(asked.json)).toBe(200);
    const claimId = (asked.json.claim as { claimSysId: number }).claimSysId;

    // the 15th Korean day after filing, late evening: two photos are added to the request
    await at('2027-03-17T23:30');
    const added = await addPhotos(o, claimId, 2);
    expect(added.status, JSON.stringify(added.json)).toBe(200);
    const claim = added.json.claim as { claimSysId: number; images: string[]; status: string };
    expect(claim).toMatchObject({ claimSysId: claimId, status: 'pending' });
    expect(claim.images).toHaveLength(2);
    for (const url of claim.images) expect(url).toMatch(/^\/files\/private\/claims\//);
    // more than the request's 5 photos in all: refused
    expect((await addPhotos(o, claimId, 4)).json.resultCode).toBe('7024');
    expect(await addPhotos(o, claimId, 0)).toMatchObject({ status: 422, json: { resultCode: '7022' } });

    // the 16th day: refused with its own code, in the reader's language; the request keeps its 2 photos
    await at('2027-03-18T00:10');
    const late = await addPhotos(o, claimId, 1);
    expect([late.status, late.json.resultCode]).toEqual([409, '7046']);
    expect(late.json.message).toBe(
      '증빙 사진은 교환·반품 신청일로부터 15일 이내에만 추가할 수 있습니다. 1:1 문의로 보내 주세요.',
    );
    expect((await addPhotos(o, claimId, 1, 'en')).json.message).toMatch(/within 15 days of the request/);
    const after = await claimOf(o);
    expect(after.images).toHaveLength(2);
    expect(after.status).toBe('pending');
  });

  it("go only to the buyer's own open exchange or return", async () => {
    await at('2027-05-03T10:00');
    const o = await deliveredOrder();
    const asked = await t.request({
      method: 'POST',
      url: `orders/${o.orderSysId}/products/${o.pid}/proposaling/exchange`,
      token: buyer,
      body: { reasonCode: DEFECTIVE },
    });
    const claimId = (asked.json.claim as { claimSysId: number }).claimSysId;
    const other = await deliveredOrder();
    expect((await addPhotos(other, claimId, 1)).json.resultCode).toBe('7003');
    const denied = await t.request({
      method: 'POST',
      url: `operations/claims/${claimId}/deny`,
      token: admin,
      body: { reason: '재고 확인 결과 정상품' },
    });
    expect(denied.status, JSON.stringify(denied.json)).toBe(200);
    expect((await addPhotos(o, claimId, 1)).json.resultCode).toBe('7017');
    expect((await claimOf(o)).images).toHaveLength(0);
  });

  it('are named in the served terms, with the same number, in Korean and English', async () => {
    const terms = async (lang: string) =>
      JSON.stringify(
        (
          await t.request({
            method: 'GET',
            url: `operations/contents/${CONTENTS_IDS.terms}`,
            headers: { 'accept-language': lang },
          })
        ).json.contents,
      );
    expect(await terms('ko')).toContain(`증빙 사진은 신청일로부터 ${CLAIM_EVIDENCE_DAYS}일 이내`);
    expect(await terms('en')).toContain(
      `evidence of an exchange or return can be added to the request within ${CLAIM_EVIDENCE_DAYS} days`,
    );
  });
});
