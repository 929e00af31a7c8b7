import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, ne } from 'drizzle-orm';
import { EARN_POINT_POLICY, REVIEW_POLICY, type Review, type WritableItem } from '@lc/contracts';
import { orderDeliveries, orderProducts, pointEntries, products, users } from '../../db/schema/index.js';
import { login, startTestApp, type TestContext } from '../../../test/harness.js';
import { ffmpegOnLavfi } from '../../../test/ffmpeg.js';
import { waitFor } from '../../../test/wait-for.js';
import { makeBrandSeller, makeMember, makeOrder } from '../../../test/factories.js';

const DAY = 86_400_000;
let t: TestContext;
let buyer: { token: string; id: number };
let other: { token: string; id: number };
let admin: { token: string; id: number };
let prdt: number;
let prdt2: number;

/** a review moderated (PATCH operations/reviews/{id}/moderation) by `who` */
const moderate = (who: { token: string }, id: number, body: { action: string; reason?: string }) =>
  t.request({ method: 'PATCH', url: `operations/reviews/${id}/moderation`, token: who.token, body });

async function member(userId: string) {
  const r = await login(t, userId);
  return { token: r.json.accessToken as string, id: r.json.authSysId as number };
}

/** A member order with one dispatched line (a factory writing rows; the confirmation goes through the API). */
async function dispatchedLine(userSysId: number, prdtSysId: number, amount = 25_000) {
  const o = await makeOrder(t.database.db, {
    at: new Date(t.clock.now),
    userSysId,
    status: 4,
    lines: [{ prdtSysId, unitPrice: amount, name: '리뷰 테스트 상품', optionText: '블랙 / M' }],
  });
  return { orderSysId: o.orderSysId, orderPrdtSysId: o.lineIds[0]! };
}

async function confirmedLine(who: { token: string; id: number }, prdtSysId: number, amount = 25_000) {
  const l = await dispatchedLine(who.id, prdtSysId, amount);
  const r = await t.request({
    method: 'PATCH',
    url: `users/${who.id}/orders/${l.orderPrdtSysId}/completedPurcharse`,
    token: who.token,
  });
  expect(r.json.resultCode).toBe('0001');
  return l;
}

const balance = async (who: { token: string; id: number }) =>
  (await t.request({ method: 'GET', url: `users/${who.id}/points/list`, token: who.token })).json.balance as number;

/** `ip`: another address than the tests before (30 posts a minute per address) */
const post = (who: { token: string }, prdtSysId: number, body: Record<string, unknown>, ip?: string) =>
  t.request({ method: 'POST', url: `products/${prdtSysId}/reviews`, token: who.token, body, ip });

const text = '사이즈가 딱 맞고 배송도 빨랐어요. 재구매 의사 있습니다!';

async function multipart(fields: Record<string, string>, files: { data: Buffer; name: string; type: string }[]) {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  files.forEach((f, i) => fd.append(`file${i + 1}`, new Blob([f.data], { type: f.type }), f.name));
  const res = new Response(fd);
  return { payload: Buffer.from(await res.arrayBuffer()), contentType: res.headers.get('content-type')! };
}

async function uploadImages(who: { token: string }, files: { data: Buffer; name: string; type: string }[]) {
  const { payload, contentType } = await multipart({ usage: 'review' }, files);
  const res = await t.app.fastify.inject({
    method: 'POST',
    url: '/api/v1/cdzn/images',
    headers: { authorization: `Bearer ${who.token}`, 'content-type': contentType },
    payload,
  });
  return { status: res.statusCode, json: (JSON.parse(res.body) as { jsonData: Record<string, unknown> }).jsonData };
}

async function uploadVideo(who: { token: string }, data: Buffer, token?: string) {
  const tok =
    token ?? ((await t.request({ method: 'GET', url: 'kinx/midbus/token', token: who.token })).json.token as string);
  const res = await t.app.fastify.inject({
    method: 'POST',
    url: `/api/v1/kinx/midbus/upload/${tok}`,
    headers: { authorization: `Bearer ${who.token}`, 'content-type': 'video/mp4' },
    payload: data,
  });
  return {
    token: tok,
    status: res.statusCode,
    json: (JSON.parse(res.body) as { jsonData: Record<string, unknown> }).jsonData,
  };
}

let photo: Buffer;
let clip: Buffer;

beforeAll(async () => {
  t = await startTestApp();
  buyer = await member('buyer@demo.kr');
  admin = await member('admin@demo.kr');
  await makeMember(t.database.db, { userId: 'reviewer2@demo.kr', nickName: '두번째리뷰어', mobile: '01098765432' });
  other = await member('reviewer2@demo.kr');
  const ps = await t.database.db.select({ id: products.prdtSysId }).from(products).limit(40);
  // products without seeded reviews keep the counts of these tests exact
  prdt = ps[30]!.id;
  prdt2 = ps[31]!.id;
  photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#c0392b' } })
    .withMetadata({ exif: { IFD0: { Copyright: 'GPS-SECRET-37.5665' } } })
    .jpeg()
    .toBuffer();
  const clipPath = path.join(t.dataDir, 'clip.mp4');
  ffmpegOnLavfi(
    ['testsrc=size=320x240:rate=15', 'sine=frequency=440'],
    ['-t', '2', '-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', clipPath],
  );
  clip = readFileSync(clipPath);
});
afterAll(async () => t?.close());

describe('writing a review (shopping §5)', () => {
  it('needs a confirmed purchase of the member, of this product; foreign users are refused', async () => {
    const l = await dispatchedLine(buyer.id, prdt);
    const before = await post(buyer, prdt, { ...l, score: 5, content: text });
    expect(before.json.resultCode).toBe('4504');
    await t.request({
      method: 'PATCH',
      url: `users/${buyer.id}/orders/${l.orderPrdtSysId}/completedPurcharse`,
      token: buyer.token,
    });
    expect((await post(other, prdt, { ...l, score: 5, content: text })).json.resultCode).toBe('1007');
    expect((await post(buyer, prdt2, { ...l, score: 5, content: text })).json.resultCode).toBe('7002');
    const guest = (await t.request({ method: 'POST', url: 'auth/demologin', body: { demoType: 0 } })).json
      .accessToken as string;
    expect((await post({ token: guest }, prdt, { ...l, score: 5, content: text })).json.resultCode).toBe('1010');
  });

  it('checks score, text length and one-line length with the policy codes', async () => {
    const l = await confirmedLine(buyer, prdt);
    expect((await post(buyer, prdt, { ...l, score: 0, content: text })).json.resultCode).toBe('4505');
    expect((await post(buyer, prdt, { ...l, score: 6, content: text })).json.resultCode).toBe('4505');
    const short = await post(buyer, prdt, { ...l, score: 4, content: '  좋아요 좋아요  ' });
    expect(short.json.resultCode).toBe('4506');
    expect((await post(buyer, prdt, { ...l, score: 4, content: '가'.repeat(1001) })).json.resultCode).toBe('4507');
    expect((await post(buyer, prdt, { ...l, score: 4, content: text, oneLine: '한'.repeat(41) })).json.resultCode).toBe(
      '4508',
    );
    const ok = await post(buyer, prdt, { ...l, score: 4, content: text, oneLine: '핏이 예뻐요' });
    expect(ok.json.resultCode).toBe('0001');
    expect((ok.json.review as Review).optionName).toBe('블랙 / M');
    expect(ok.json.earnedPoints).toBe(EARN_POINT_POLICY.reviewText);
  });

  it('one review per line: two parallel posts end with one review, the other gets 4502', async () => {
    const l = await confirmedLine(buyer, prdt);
    const [a, b] = await Promise.all([
      post(buyer, prdt, { ...l, score: 5, content: text }),
      post(buyer, prdt, { ...l, score: 3, content: text }),
    ]);
    expect([a.json.resultCode, b.json.resultCode].sort()).toEqual(['0001', '4502']);
    const mine = (
      await t.request({ method: 'GET', url: `users/${buyer.id}/reviews/list?rowCount=100`, token: buyer.token })
    ).json.reviews as Review[];
    expect(mine.filter((r) => r.orderPrdtSysId === l.orderPrdtSysId)).toHaveLength(1);
    // the review points were given once
    const [earned] = await t.database.db
      .select({ n: pointEntries.pointSysId })
      .from(pointEntries)
      .where(and(eq(pointEntries.userSysId, buyer.id), eq(pointEntries.reason, 'reviewWritten')));
    expect(earned).toBeDefined();
    expect((await post(buyer, prdt, { ...l, score: 5, content: text })).json.resultCode).toBe('4502');
  });

  it('refuses special characters in the text and the one-line comment (4519), as the web does', async () => {
    const l = await confirmedLine(buyer, prdt);
    for (const bad of [
      '배송이 빨라요 <script> 좋아요 좋아요',
      '정말 마음에 들어요 😍 추천합니다',
      '가격이 좋아요 #최고 #추천 합니다',
    ]) {
      const r = await post(buyer, prdt, { ...l, score: 5, content: bad });
      expect([r.status, r.json.resultCode, r.json.message], bad).toEqual([
        422,
        '4519',
        '리뷰 내용에는 특수문자를 사용할 수 없습니다.',
      ]);
    }
    expect((await post(buyer, prdt, { ...l, score: 5, content: text, oneLine: '최고 @@' })).json.resultCode).toBe(
      '4519',
    );
    // everyday punctuation is not special: the same text passes
    const ok = await post(buyer, prdt, {
      ...l,
      score: 5,
      content: '핏이 좋아요. 100% 면이라 부드럽고, 260mm 딱 맞아요!',
    });
    expect(ok.json.resultCode, JSON.stringify(ok.json)).toBe('0001');
    // an edit is held to the same rule
    const id = (ok.json.review as Review).prdtReviewSysId;
    const put = await t.request({
      method: 'PUT',
      url: `products/${prdt}/reviews/${id}`,
      token: buyer.token,
      body: { score: 5, content: '수정했어요 {특수} 문자 포함' },
    });
    expect(put.json.resultCode).toBe('4519');
  });

  it('a member without a verified phone number gets the no-phone notice (4518), also in the writable list', async () => {
    await makeMember(t.database.db, { userId: 'nophone@demo.kr', nickName: '번호없는회원', snsType: 1 });
    const np = await member('nophone@demo.kr');
    const l = await confirmedLine(np, prdt);
    const list = await t.request({ method: 'GET', url: `users/${np.id}/reviews/writeable/list`, token: np.token });
    expect(list.json).toMatchObject({ resultCode: '0001', phoneRequired: 1 });
    expect((list.json.items as WritableItem[]).map((i) => i.orderPrdtSysId)).toContain(l.orderPrdtSysId);
    const r = await post(np, prdt, { ...l, score: 5, content: text });
    expect([r.status, r.json.resultCode]).toEqual([403, '4518']);
    expect(r.json.message).toContain('휴대폰 번호');
    // with a number on the account the same review goes through
    await t.database.db.update(users).set({ mobile: '01055556666' }).where(eq(users.userSysId, np.id));
    const mine = await t.request({ method: 'GET', url: `users/${np.id}/reviews/writeable/list`, token: np.token });
    expect(mine.json.phoneRequired).toBe(0);
    expect((await post(np, prdt, { ...l, score: 5, content: text })).json.resultCode).toBe('0001');
  });
});

describe('points for purchases and reviews (issue 12 item 2)', () => {
  it('purchase confirmation earns the rate of the paid amount once; a review earns by what it carries', async () => {
    const b0 = await balance(other);
    const l = await confirmedLine(other, prdt2, 39_900);
    const purchase = Math.floor((39_900 * EARN_POINT_POLICY.purchaseRatePercent) / 100);
    expect(await balance(other)).toBe(b0 + purchase);
    // a second confirmation is refused and gives nothing
    const again = await t.request({
      method: 'PATCH',
      url: `users/${other.id}/orders/${l.orderPrdtSysId}/completedPurcharse`,
      token: other.token,
    });
    expect(again.json.resultCode).not.toBe('0001');
    expect(await balance(other)).toBe(b0 + purchase);
    const [saved] = await t.database.db
      .select()
      .from(pointEntries)
      .where(and(eq(pointEntries.userSysId, other.id), eq(pointEntries.reason, 'purchaseConfirmed')));
    expect(saved!.kind).toBe('saved');
    expect(saved!.expiresAt!.getTime() - t.clock.now).toBeGreaterThan(364 * DAY);

    const up = await uploadImages(other, [{ data: photo, name: 'a.jpg', type: 'image/jpeg' }]);
    const url = (up.json.images as { url: string }[])[0]!.url;
    const r = await post(other, prdt2, { ...l, score: 5, content: text, photos: [url] });
    expect(r.json.earnedPoints).toBe(EARN_POINT_POLICY.reviewPhoto);
    expect(await balance(other)).toBe(b0 + purchase + EARN_POINT_POLICY.reviewPhoto);

    // an operator deletes it: the review points go back, once
    const id = (r.json.review as Review).prdtReviewSysId;
    const del = await moderate(admin, id, { action: 'delete', reason: '상품과 관계없는 사진' });
    expect(del.json.resultCode).toBe('0001');
    expect(await balance(other)).toBe(b0 + purchase);
    const again2 = await moderate(admin, id, { action: 'delete', reason: '중복' });
    expect(again2.json.resultCode).toBe('4501');
    expect(await balance(other)).toBe(b0 + purchase);
    const history = (await t.request({ method: 'GET', url: `users/${other.id}/points/list`, token: other.token })).json
      .entries as { kind: string; amount: number }[];
    expect(history.filter((e) => e.kind === 'deleted')).toEqual([
      expect.objectContaining({ amount: -EARN_POINT_POLICY.reviewPhoto }),
    ]);
    // the line stays reviewed
    expect((await post(other, prdt2, { ...l, score: 5, content: text })).json.resultCode).toBe('4502');
  });
});

describe('photos and video (POST cdzn/images, kinx/midbus)', () => {
  it('stores photos re-encoded without metadata; refuses wrong types, renamed non-images, too big and too many', async () => {
    const ok = await uploadImages(buyer, [{ data: photo, name: 'a.jpg', type: 'image/jpeg' }]);
    expect(ok.json.resultCode).toBe('0001');
    const img = (ok.json.images as { url: string; width: number }[])[0]!;
    expect(img.url).toMatch(/^\/uploads\/reviews\/\d{6}\/[0-9a-f-]+\.jpg$/);
    const stored = readFileSync(path.join(t.dataDir, img.url));
    expect(stored.includes(Buffer.from('GPS-SECRET'))).toBe(false);
    expect((await sharp(stored).metadata()).exif).toBeUndefined();

    const txt = await uploadImages(buyer, [{ data: Buffer.from('hello'), name: 'a.txt', type: 'text/plain' }]);
    expect(txt.json.resultCode).toBe('7020');
    const html = await uploadImages(buyer, [
      { data: Buffer.from('<html><script>x</script>'), name: 'b.jpg', type: 'image/jpeg' },
    ]);
    expect(html.json.resultCode).toBe('7020');
    const big = Buffer.alloc(REVIEW_POLICY.photoMaxMb * 1_048_576 + 1, 0);
    photo.copy(big);
    expect((await uploadImages(buyer, [{ data: big, name: 'big.jpg', type: 'image/jpeg' }])).json.resultCode).toBe(
      '7021',
    );
    const six = Array.from({ length: REVIEW_POLICY.maxPhotos + 1 }, (_, i) => ({
      data: photo,
      name: `${i}.jpg`,
      type: 'image/jpeg',
    }));
    expect((await uploadImages(buyer, six)).json.resultCode).toBe('7024');

    // a review may only show its writer's own uploads
    const l = await confirmedLine(other, prdt);
    const foreign = await post(other, prdt, { ...l, score: 5, content: text, photos: [img.url] });
    expect(foreign.json.resultCode).toBe('4510');
  });

  it('a non-video named .mp4 is refused (4702); a token is single-use (4701); over 100 MB is refused (4703)', async () => {
    const fake = await uploadVideo(buyer, Buffer.from('this is not a video at all, just text pretending'.repeat(50)));
    expect(fake.json.resultCode).toBe('4702');
    expect((await uploadVideo(buyer, clip, fake.token)).json.resultCode).toBe('4701');
    const imageAsVideo = await uploadVideo(buyer, photo);
    expect(imageAsVideo.json.resultCode).toBe('4702');
    const tooBig = await uploadVideo(buyer, Buffer.alloc(REVIEW_POLICY.videoMaxMb * 1_048_576 + 1));
    expect(tooBig.json.resultCode).toBe('4703');
    // somebody else's token is no token
    const tok = (await t.request({ method: 'GET', url: 'kinx/midbus/token', token: buyer.token })).json.token as string;
    expect((await uploadVideo(other, clip, tok)).json.resultCode).toBe('4701');
  });

  it('a real clip is probed, transcoded to H.264/AAC MP4 with a poster, and shows processing until ready', async () => {
    const up = await uploadVideo(buyer, clip);
    expect(up.json.resultCode).toBe('0001');
    expect(up.json.status).toBe('processing');
    const videoKey = up.json.videoKey as string;
    const l = await confirmedLine(buyer, prdt2);
    const r = await post(buyer, prdt2, { ...l, score: 5, content: text, videoKey });
    expect(r.json.resultCode).toBe('0001');
    expect(r.json.earnedPoints).toBe(EARN_POINT_POLICY.reviewVideo);
    const id = (r.json.review as Review).prdtReviewSysId;
    // the transcode (ffmpeg) is done when the status call says so
    const status = await waitFor(
      async () => {
        const r = await t.request({ method: 'GET', url: `kinx/midbus/videos/${videoKey}`, token: buyer.token });
        return r.json.status === 'processing' ? undefined : (r.json.status as string);
      },
      { what: 'the review video transcode', timeoutMs: 60_000, everyMs: 200 },
    );
    expect(status).toBe('ready');
    const detail = (await t.request({ method: 'GET', url: `products/${prdt2}/reviews/${id}` })).json.review as Review;
    expect(detail.video!.status).toBe('ready');
    // issue 26: the video and its poster are private objects, read through short-lived signed links
    expect(detail.video!.url).toMatch(/^\/files\/private\/reviews\/videos\/\d{6}\/[\w-]+\.mp4\?exp=\d+&sig=/);
    const poster = await t.app.fastify.inject({ method: 'GET', url: detail.video!.posterUrl! });
    expect([poster.statusCode, poster.headers['content-type']]).toEqual([200, 'image/jpeg']);
    const unsigned = await t.app.fastify.inject({ method: 'GET', url: detail.video!.url!.split('?')[0]! });
    expect(unsigned.statusCode).toBe(403);
    const video = await t.app.fastify.inject({ method: 'GET', url: detail.video!.url! });
    expect([video.statusCode, video.headers['content-type']]).toEqual([200, 'video/mp4']);
    const mp4 = path.join(t.dataDir, 'fetched.mp4');
    writeFileSync(mp4, video.rawPayload);
    const probe = JSON.parse(
      execFileSync('ffprobe', ['-v', 'error', '-print_format', 'json', '-show_streams', mp4]).toString(),
    ) as { streams: { codec_type: string; codec_name: string }[] };
    expect(probe.streams.map((s) => `${s.codec_type}:${s.codec_name}`).sort()).toEqual(['audio:aac', 'video:h264']);
    // one video per review: another's key is refused
    const l2 = await confirmedLine(other, prdt2);
    expect((await post(other, prdt2, { ...l2, score: 5, content: text, videoKey })).json.resultCode).toBe('4510');
  });
});

describe('lists, summary and product cards', () => {
  it('filters all/photo/video, sorts newest/highest/lowest, and the product shows average and count', async () => {
    const p = prdt2;
    const all = (await t.request({ method: 'GET', url: `products/${p}/reviews/list?rowCount=100` })).json;
    const reviews = all.reviews as Review[];
    expect(all.kind).toBe('product');
    const summary = all.summary as { reviewScore: number; reviewCnt: number; scoreCounts: number[] };
    expect(summary.reviewCnt).toBe(reviews.length);
    expect(summary.scoreCounts.reduce((a, b) => a + b, 0)).toBe(reviews.length);
    const avg = Math.round((reviews.reduce((a, r) => a + r.score, 0) / reviews.length) * 10) / 10;
    expect(summary.reviewScore).toBe(avg);
    const video = (await t.request({ method: 'GET', url: `products/${p}/reviews/list?filter=video` })).json;
    expect(video.kind).toBe('movie');
    expect((video.reviews as Review[]).every((r) => r.video !== null)).toBe(true);
    expect((video.reviews as Review[]).length).toBeGreaterThan(0);
    const photoList = (await t.request({ method: 'GET', url: `products/${prdt}/reviews/list?filter=photo` })).json
      .reviews as Review[];
    expect(photoList.every((r) => r.photos.length > 0)).toBe(true);

    // three more reviews with known scores on a fresh product
    const fresh = prdt;
    // the product page is cached by the catalog: a new review drops that cache
    const primed = (
      (await t.request({ method: 'GET', url: `products/${fresh}` })).json.product as { reviewCnt: number }
    ).reviewCnt;
    for (const score of [2, 5, 3]) {
      const l = await confirmedLine(buyer, fresh);
      expect((await post(buyer, fresh, { ...l, score, content: `${text} ${score}` })).json.resultCode).toBe('0001');
    }
    const hi = (await t.request({ method: 'GET', url: `products/${fresh}/reviews/list?sort=highest&rowCount=100` }))
      .json.reviews as Review[];
    const lo = (await t.request({ method: 'GET', url: `products/${fresh}/reviews/list?sort=lowest&rowCount=100` })).json
      .reviews as Review[];
    expect(hi.map((r) => r.score)).toEqual([...hi.map((r) => r.score)].sort((a, b) => b - a));
    expect(lo.map((r) => r.score)).toEqual([...lo.map((r) => r.score)].sort((a, b) => a - b));
    const newest = (await t.request({ method: 'GET', url: `products/${fresh}/reviews/list?rowCount=100` })).json
      .reviews as Review[];
    expect(newest[0]!.content).toBe(`${text} 3`);
    // others see a masked nickname, the writer the full one
    expect(newest[0]!.nickName).not.toBe('데모구매자');
    const mineView = (
      await t.request({ method: 'GET', url: `products/${fresh}/reviews/list?rowCount=1`, token: buyer.token })
    ).json.reviews as Review[];
    expect(mineView[0]!.nickName).toBe('데모구매자');

    const sum = (await t.request({ method: 'GET', url: `products/${fresh}/reviews/summary` })).json;
    const detail = (await t.request({ method: 'GET', url: `products/${fresh}` })).json.product as {
      reviewScore: number;
      reviewCnt: number;
    };
    expect(detail.reviewCnt).toBe(sum.reviewCnt);
    expect(detail.reviewCnt).toBe(primed + 3);
    expect(detail.reviewScore).toBe(sum.reviewScore);
    const list = (await t.request({ method: 'GET', url: `products/lists?rowCount=100` })).json.products as {
      prdtSysId: number;
      reviewCnt: number;
      reviewScore: number;
    }[];
    const card = list.find((c) => c.prdtSysId === fresh);
    if (card) expect(card).toMatchObject({ reviewCnt: sum.reviewCnt, reviewScore: sum.reviewScore });
    expect(list.every((c) => typeof c.reviewCnt === 'number' && typeof c.reviewScore === 'number')).toBe(true);
  });

  it('the writer edits and deletes their own review; others cannot', async () => {
    const l = await confirmedLine(buyer, prdt);
    const r = await post(buyer, prdt, { ...l, score: 2, content: text });
    const id = (r.json.review as Review).prdtReviewSysId;
    const put = (who: { token: string }, body: Record<string, unknown>) =>
      t.request({ method: 'PUT', url: `products/${prdt}/reviews/${id}`, token: who.token, body });
    expect((await put(other, { score: 5, content: text })).json.resultCode).toBe('4511');
    const edited = await put(buyer, { score: 4, content: `${text} 수정했어요`, oneLine: '만족' });
    expect(edited.json.resultCode).toBe('0001');
    expect((edited.json.review as Review).score).toBe(4);
    expect(edited.json.earnedPoints).toBe(0);
    const del = (who: { token: string }) =>
      t.request({ method: 'PATCH', url: `products/${prdt}/reviews/${id}/deleted`, token: who.token });
    expect((await del(other)).json.resultCode).toBe('4511');
    expect((await del(buyer)).json.resultCode).toBe('0001');
    expect((await t.request({ method: 'GET', url: `products/${prdt}/reviews/${id}` })).json.resultCode).toBe('4501');
  });
});

describe('reports and moderation', () => {
  it('reports hide nothing; staff keep, hide with a reason or delete', async () => {
    const l = await confirmedLine(buyer, prdt);
    const r = await post(buyer, prdt, { ...l, score: 1, content: `${text} 별로예요` });
    const id = (r.json.review as Review).prdtReviewSysId;
    const report = (who: { token: string }, body: Record<string, unknown>) =>
      t.request({ method: 'POST', url: `products/${prdt}/reviews/${id}/claims`, token: who.token, body });
    expect((await report(buyer, { reasonCode: 1 })).json.resultCode).toBe('4514');
    expect((await report(other, { reasonCode: 9 })).json.resultCode).toBe('4513');
    expect((await report(other, { reasonCode: 42 })).json.resultCode).toBe('4513');
    expect((await report(other, { reasonCode: 2 })).json.resultCode).toBe('0001');
    expect((await report(other, { reasonCode: 2 })).json.resultCode).toBe('4512');
    const seen = (await t.request({ method: 'GET', url: `products/${prdt}/reviews/${id}`, token: other.token })).json
      .review as Review;
    expect(seen.state).toBe('visible');
    expect(seen.reported).toBe(true);

    // moderation is staff only
    expect(
      (await t.request({ method: 'GET', url: 'operations/reviews/reports/list', token: buyer.token })).json.resultCode,
    ).toBe('9403');
    const open = (await t.request({ method: 'GET', url: 'operations/reviews/reports/list', token: admin.token })).json;
    const entry = (open.entries as { review: Review; reportCnt: number; reports: { reasonCode: number }[] }[]).find(
      (e) => e.review.prdtReviewSysId === id,
    );
    expect(entry).toMatchObject({ reportCnt: 1, reports: [expect.objectContaining({ reasonCode: 2 })] });
    const mod = (body: { action: string; reason?: string }) => moderate(admin, id, body);
    expect((await mod({ action: 'hide' })).json.resultCode).toBe('4516');
    const before = (await t.request({ method: 'GET', url: `products/${prdt}/reviews/summary` })).json
      .reviewCnt as number;
    expect((await mod({ action: 'hide', reason: '욕설 포함' })).json.resultCode).toBe('0001');
    expect((await t.request({ method: 'GET', url: `products/${prdt}/reviews/summary` })).json.reviewCnt).toBe(
      before - 1,
    );
    expect(
      (await t.request({ method: 'GET', url: `products/${prdt}/reviews/${id}`, token: other.token })).json.resultCode,
    ).toBe('4501');
    const own = (await t.request({ method: 'GET', url: `products/${prdt}/reviews/${id}`, token: buyer.token })).json
      .review as Review;
    expect(own).toMatchObject({ state: 'hidden', moderationReason: '욕설 포함' });
    expect((await mod({ action: 'keep' })).json.resultCode).toBe('0001');
    expect((await t.request({ method: 'GET', url: `products/${prdt}/reviews/summary` })).json.reviewCnt).toBe(before);
  });
});

describe('a brand seller handles the reports of its own brand only (issue 12 item 5)', () => {
  it('lists and decides reports of its brand; another brand’s seller and a buyer are refused', async () => {
    const db = t.database.db;
    const [p] = await db.select({ brand: products.brandSysId }).from(products).where(eq(products.prdtSysId, prdt2));
    const [elsewhere] = await db
      .select({ brand: products.brandSysId })
      .from(products)
      .where(ne(products.brandSysId, p!.brand))
      .limit(1);
    const newMember = async (userId: string, mobile: string) => {
      const u = await makeMember(db, { userId, nickName: userId.slice(0, 8), mobile });
      return u!.id;
    };
    const seller = async (userId: string, brandSysId: number) => {
      await makeBrandSeller(db, { userId, nickName: userId.slice(0, 8), mobile: '01055550000', brandSysId });
      return member(userId);
    };
    // a writer of its own (the demo buyer has reached the review rate limit in the tests above)
    await newMember('brand-writer@demo.kr', '01055550001');
    const writer = await member('brand-writer@demo.kr');
    const own = await seller('brand-own@demo.kr', p!.brand);
    const foreign = await seller('brand-other@demo.kr', elsewhere!.brand);
    const l = await confirmedLine(writer, prdt2);
    // from an address of its own: the posts above used up this address's review rate limit
    const written = await t.request({
      method: 'POST',
      url: `products/${prdt2}/reviews`,
      token: writer.token,
      body: { ...l, score: 2, content: `${text} 그냥 그래요` },
      ip: '10.9.8.7',
    });
    expect(written.json.resultCode, JSON.stringify(written.json)).toBe('0001');
    const id = (written.json.review as Review).prdtReviewSysId;
    const reported = await t.request({
      method: 'POST',
      url: `products/${prdt2}/reviews/${id}/claims`,
      token: other.token,
      body: { reasonCode: 2 },
    });
    expect(reported.json.resultCode).toBe('0001');
    const list = async (who: { token: string }) =>
      (await t.request({ method: 'GET', url: 'operations/reviews/reports/list', token: who.token })).json as {
        resultCode: string;
        entries?: { review: Review }[];
      };
    expect((await list(own)).entries?.some((e) => e.review.prdtReviewSysId === id)).toBe(true);
    expect((await list(foreign)).entries?.some((e) => e.review.prdtReviewSysId === id)).toBe(false);
    expect((await list(buyer)).resultCode).toBe('9403');
    const mod = (who: { token: string }, body: { action: string; reason?: string }) => moderate(who, id, body);
    expect((await mod(foreign, { action: 'hide', reason: '광고성' })).json.resultCode).toBe('9403');
    expect((await mod(buyer, { action: 'keep' })).json.resultCode).toBe('9403');
    expect((await mod(own, { action: 'hide', reason: '광고성' })).json.resultCode).toBe('0001');
    const mine = (await t.request({ method: 'GET', url: `products/${prdt2}/reviews/${id}`, token: writer.token })).json
      .review as Review;
    expect(mine).toMatchObject({ state: 'hidden', moderationReason: '광고성' });
    expect((await mod(own, { action: 'delete', reason: '중복 게시' })).json.resultCode).toBe('0001');
  });
});

describe('the writable list and the 180-day window (moves the clock: last)', () => {
  it('lists confirmed, unreviewed lines; day 180 still writable, day 181 gone', async () => {
    const a = await confirmedLine(buyer, prdt);
    const b = await confirmedLine(buyer, prdt2);
    const ids = async () => {
      const res = await t.request({
        method: 'GET',
        url: `users/${buyer.id}/reviews/writeable/list?rowCount=100`,
        token: buyer.token,
      });
      if (!res.json.items) throw new Error(JSON.stringify(res.json));
      return (res.json.items as WritableItem[]).map((i) => i.orderPrdtSysId);
    };
    expect(await ids()).toEqual(expect.arrayContaining([a.orderPrdtSysId, b.orderPrdtSysId]));
    const item = (
      (
        await t.request({
          method: 'GET',
          url: `users/${buyer.id}/reviews/writeable/list?rowCount=100`,
          token: buyer.token,
        })
      ).json.items as WritableItem[]
    ).find((i) => i.orderPrdtSysId === a.orderPrdtSysId)!;
    expect(item.daysLeft).toBe(REVIEW_POLICY.windowDays);
    expect(item.points).toEqual({
      text: EARN_POINT_POLICY.reviewText,
      photo: EARN_POINT_POLICY.reviewPhoto,
      video: EARN_POINT_POLICY.reviewVideo,
    });
    // another member's list is not theirs to read
    expect(
      (await t.request({ method: 'GET', url: `users/${buyer.id}/reviews/writeable/list`, token: other.token })).json
        .resultCode,
    ).toBe('1007');

    t.clock.advance(180 * DAY);
    buyer = await member('buyer@demo.kr'); // the access token of 180 days ago has expired
    expect(await ids()).toEqual(expect.arrayContaining([a.orderPrdtSysId, b.orderPrdtSysId]));
    expect((await post(buyer, prdt, { ...a, score: 5, content: text }, '10.1.2.3')).json.resultCode).toBe('0001');
    expect(await ids()).not.toContain(a.orderPrdtSysId);

    t.clock.advance(DAY);
    buyer = await member('buyer@demo.kr');
    expect(await ids()).not.toContain(b.orderPrdtSysId);
    expect((await post(buyer, prdt2, { ...b, score: 5, content: text }, '10.1.2.3')).json.resultCode).toBe('4503');
  });

  it('a purchase auto-confirmed by the system job earns its points too, once, and becomes writable', async () => {
    const l = await dispatchedLine(buyer.id, prdt, 12_000);
    await t.database.db
      .update(orderProducts)
      .set({ status: 5 })
      .where(eq(orderProducts.orderPrdtSysId, l.orderPrdtSysId));
    await t.database.db.insert(orderDeliveries).values({
      orderPrdtSysId: l.orderPrdtSysId,
      orderSysId: l.orderSysId,
      deliveryCompanyCode: '04',
      invoiceNumber: '123456789012',
      dispatchedAt: new Date(t.clock.now),
      deliveredAt: new Date(t.clock.now),
    });
    buyer = await member('buyer@demo.kr');
    const b0 = await balance(buyer);
    t.clock.advance(8 * DAY);
    await t.app.jobs!.runDue();
    await t.app.jobs!.runDue();
    buyer = await member('buyer@demo.kr');
    const [line] = await t.database.db
      .select()
      .from(orderProducts)
      .where(eq(orderProducts.orderPrdtSysId, l.orderPrdtSysId));
    expect(line!.status).toBe(6);
    expect(await balance(buyer)).toBe(b0 + Math.floor((12_000 * EARN_POINT_POLICY.purchaseRatePercent) / 100));
    const items = (
      await t.request({
        method: 'GET',
        url: `users/${buyer.id}/reviews/writeable/list?rowCount=100`,
        token: buyer.token,
      })
    ).json.items as WritableItem[];
    expect(items.map((i) => i.orderPrdtSysId)).toContain(l.orderPrdtSysId);
  });

  it('the point-expiry job runs in the scheduler and expires saved points after their year', async () => {
    other = await member('reviewer2@demo.kr');
    const b0 = await balance(other);
    expect(b0).toBeGreaterThan(0);
    t.clock.advance(366 * DAY);
    other = await member('reviewer2@demo.kr');
    const ran = await t.app.jobs!.runDue();
    expect(ran['points.expire']).toMatchObject({ expired: expect.any(Number) });
    expect(await balance(other)).toBe(0);
  });
});
