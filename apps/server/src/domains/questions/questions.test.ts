import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ack, listenForSockets, type Sockets } from '../../../test/sockets.js';
import { ne } from 'drizzle-orm';
import { type AnswerQueueResponse, type CustomerCentreStatus, type AlertItem, type Question } from '@lc/contracts';
import { products } from '../../db/schema/index.js';
import { login, startTestApp, type TestContext } from '../../../test/harness.js';
import { makeBrandSeller, makeMember, makeOrder } from '../../../test/factories.js';
import { makeLiveBroadcast } from '../../../test/broadcast-factories.js';

type Who = { token: string; id: number };
let t: TestContext;
let sockets: Sockets;
let buyer: Who;
let other: Who;
let admin: Who;
let brandSeller: Who;
let prdtA: { prdtSysId: number; brandSysId: number; name: string };
let prdtB: { prdtSysId: number; brandSysId: number };

async function member(userId: string): Promise<Who> {
  const r = await login(t, userId);
  return { token: r.json.accessToken as string, id: r.json.authSysId as number };
}
async function newMember(userId: string, nickName: string) {
  await makeMember(t.database.db, { userId, nickName });
  return member(userId);
}

const ask = (who: { token: string } | undefined, prdtSysId: number, body: Record<string, unknown>) =>
  t.request({ method: 'POST', url: `products/${prdtSysId}/questions`, token: who?.token, body });
/** the staff's answer queue (operations/questions/list) with `query` */
const staffQueue = async (query: string) =>
  (await t.request({ method: 'GET', url: `operations/questions/list?${query}`, token: admin.token }))
    .json as AnswerQueueResponse;
const answer = (who: { token: string }, qid: number, text: string) =>
  t.request({ method: 'POST', url: `operations/questions/${qid}/answer`, token: who.token, body: { answer: text } });

beforeAll(async () => {
  t = await startTestApp();
  sockets = await listenForSockets(t);
  buyer = await member('buyer@demo.kr');
  admin = await member('admin@demo.kr');
  other = await newMember('asker2@demo.kr', '다른질문자');
  const [a] = await t.database.db
    .select({ prdtSysId: products.prdtSysId, brandSysId: products.brandSysId, name: products.name })
    .from(products)
    .limit(1);
  const [b] = await t.database.db
    .select({ prdtSysId: products.prdtSysId, brandSysId: products.brandSysId })
    .from(products)
    .where(ne(products.brandSysId, a!.brandSysId))
    .limit(1);
  prdtA = a!;
  prdtB = b!;
  await makeBrandSeller(t.database.db, {
    userId: 'brand-a@demo.kr',
    nickName: '브랜드A담당',
    brandSysId: prdtA.brandSysId,
  });
  brandSeller = await member('brand-a@demo.kr');
});
afterAll(async () => {
  sockets?.closeAll();
  await t?.close();
});

describe('product questions: the text rules on the server (shopping §5, live §5)', () => {
  it('refuses empty, special characters, more than 7 line breaks, unknown products and guests', async () => {
    expect((await ask(buyer, prdtA.prdtSysId, { questionTypeCode: 0, content: ' \n\t ' })).json.resultCode).toBe(
      '4602',
    );
    expect(
      (await ask(buyer, prdtA.prdtSysId, { questionTypeCode: 0, content: '가격이 <b>얼마</b>?' })).json.resultCode,
    ).toBe('4603');
    const eight = Array.from({ length: 9 }, (_, i) => `줄${i}`).join('\n');
    expect((await ask(buyer, prdtA.prdtSysId, { questionTypeCode: 0, content: eight })).json.resultCode).toBe('4604');
    const seven = Array.from({ length: 8 }, (_, i) => `줄${i}`).join('\n');
    expect((await ask(buyer, prdtA.prdtSysId, { questionTypeCode: 0, content: seven })).json.resultCode).toBe('0001');
    expect((await ask(buyer, 99_999_999, { questionTypeCode: 0, content: '재입고 되나요?' })).json.resultCode).toBe(
      '3001',
    );
    expect(
      (await ask(buyer, prdtA.prdtSysId, { questionTypeCode: 77, content: '재입고 되나요?' })).json.resultCode,
    ).toBe('4606');
    expect(
      (await ask(undefined, prdtA.prdtSysId, { questionTypeCode: 0, content: '재입고 되나요?' })).json.resultCode,
    ).toBe('1004');
    const guest = (await t.request({ method: 'POST', url: 'auth/demologin', body: { demoType: 0 } })).json
      .accessToken as string;
    const demo = await ask({ token: guest }, prdtA.prdtSysId, { questionTypeCode: 0, content: '재입고 되나요?' });
    expect(demo.json.resultCode).toBe('1010');
    // the English message for the same code
    const en = await t.request({
      method: 'POST',
      url: `products/${prdtA.prdtSysId}/questions`,
      token: buyer.token,
      headers: { 'accept-language': 'en' },
      body: { content: '#1 문의' },
    });
    expect(en.json.message).toBe('Special characters cannot be used in the inquiry.');
  });

  it('accepts the body the live player sends ({questionTypeCode, content}) as form jsonData', async () => {
    const r = await t.request({
      method: 'POST',
      url: `products/${prdtA.prdtSysId}/questions`,
      token: buyer.token,
      form: true,
      body: { questionTypeCode: 0, content: '260mm 있나요? 발볼이 넓은 편이에요.' },
    });
    expect(r.json.resultCode).toBe('0001');
    const q = r.json.question as Question;
    expect(q).toMatchObject({ state: 'waiting', kind: 'product', isMine: true, answer: null });
    expect(q.corsNum).toMatch(/^\d{13}$/);
  });
});

describe('secret questions', () => {
  it('show their text only to the asker, staff and the brand seller of the product', async () => {
    const r = await ask(buyer, prdtA.prdtSysId, { content: '제 주소로 배송 가능한지 궁금합니다', isSecret: true });
    const qid = (r.json.question as Question).questionSysId;
    const view = async (who?: Who) =>
      (
        (
          await t.request({
            method: 'GET',
            url: `products/${prdtA.prdtSysId}/questions?rowCount=100`,
            token: who?.token,
          })
        ).json.questions as Question[]
      ).find((q) => q.questionSysId === qid)!;
    expect(await view()).toMatchObject({ hidden: true, content: '', isSecret: true });
    expect(await view(other)).toMatchObject({ hidden: true, content: '' });
    expect(await view(buyer)).toMatchObject({
      hidden: false,
      content: '제 주소로 배송 가능한지 궁금합니다',
      isMine: true,
    });
    expect(await view(admin)).toMatchObject({ hidden: false });
    expect(await view(brandSeller)).toMatchObject({ hidden: false });
    // the asker's own list
    const mine = (
      await t.request({ method: 'GET', url: `users/${buyer.id}/questions/list?kind=product`, token: buyer.token })
    ).json.questions as Question[];
    expect(mine.find((q) => q.questionSysId === qid)?.content).toBe('제 주소로 배송 가능한지 궁금합니다');
    expect(
      (await t.request({ method: 'GET', url: `users/${buyer.id}/questions/list`, token: other.token })).json.resultCode,
    ).toBe('1007');
  });
});

describe('answering: staff and the brand seller of the product only', () => {
  it('a brand seller answers its own brand and nothing else; the queue puts the unanswered first', async () => {
    const qa = (await ask(other, prdtA.prdtSysId, { content: '세탁기 사용 가능한가요?' })).json.question as Question;
    const qb = (await ask(other, prdtB.prdtSysId, { content: '세탁기 사용 가능한가요?' })).json.question as Question;
    expect((await answer(brandSeller, qb.questionSysId, '네 가능합니다')).json.resultCode).toBe('4608');
    expect((await answer(other, qa.questionSysId, '제가 답할게요')).json.resultCode).toBe('4608');
    expect((await answer(brandSeller, qa.questionSysId, '   ')).json.resultCode).toBe('4607');
    const ok = await answer(brandSeller, qa.questionSysId, '네, 울 코스로 단독 세탁해 주세요.');
    expect(ok.json.resultCode).toBe('0001');
    expect((ok.json.question as Question).answer).toMatchObject({
      by: 'seller',
      content: '네, 울 코스로 단독 세탁해 주세요.',
    });
    expect((await answer(admin, qb.questionSysId, '가능합니다.')).json.resultCode).toBe('0001');

    const queue = (
      await t.request({ method: 'GET', url: 'operations/questions/list?rowCount=100', token: brandSeller.token })
    ).json as AnswerQueueResponse;
    expect(queue.scope).toEqual({ staff: false, brandSysIds: [prdtA.brandSysId] });
    expect(queue.questions.every((q) => q.brandSysId === prdtA.brandSysId)).toBe(true);
    const states = queue.questions.map((q) => q.state);
    expect(states.indexOf('answered')).toBeGreaterThan(states.lastIndexOf('waiting'));
    expect(
      (
        await t.request({
          method: 'GET',
          url: `operations/questions/list?brandSysId=${prdtB.brandSysId}`,
          token: brandSeller.token,
        })
      ).json.resultCode,
    ).toBe('4608');
    expect(
      (await t.request({ method: 'GET', url: 'operations/questions/list', token: other.token })).json.resultCode,
    ).toBe('4608');
    const waiting = await staffQueue('state=waiting&rowCount=100');
    expect(waiting.questions.every((q) => q.state === 'waiting')).toBe(true);
    const waitingTimes = waiting.questions.map((q) => q.createdAt);
    expect(waitingTimes).toEqual([...waitingTimes].sort());
  });

  it('an answer marks it answered, writes the asker an alert and pops up in the live room the question came from', async () => {
    const room = await makeLiveBroadcast(t, {
      brandSysId: prdtA.brandSysId,
      prdtSysId: prdtA.prdtSysId,
      title: '질문 테스트 라이브',
    });
    const sock = await sockets.connect(other.token);
    const joined = await ack<{ resultCode: string }>(sock, 'joinRoom', { room });
    expect(joined.resultCode).toBe('0001');
    const popup = new Promise<Record<string, unknown>>((resolve) => sock.on('questionAnswer', resolve));

    const asked = await ask(other, prdtA.prdtSysId, {
      questionTypeCode: 0,
      content: '방송에서 입은 색상이 뭔가요?',
      broadcastScheduleSysId: room,
    });
    const q = asked.json.question as Question;
    expect(q.broadcastScheduleSysId).toBe(room);
    expect((await answer(admin, q.questionSysId, '베이지 색상입니다!')).json.resultCode).toBe('0001');
    expect(await popup).toEqual({
      room,
      nickName: '다른질문자',
      content: '방송에서 입은 색상이 뭔가요?',
      answer: '베이지 색상입니다!',
    });

    // the answer is one entry of the member's one alert list (issue 16), pushed under the order setting
    const alertsOf = async (lang: 'ko' | 'en') =>
      (
        await t.request({
          method: 'GET',
          url: `users/${other.id}/alerts/list`,
          token: other.token,
          headers: { 'accept-language': lang },
        })
      ).json.alerts as AlertItem[];
    const mine = (await alertsOf('ko')).filter((a) => a.url === `/RecieveCors/${q.corsNum}`);
    expect(mine).toHaveLength(1);
    const entry = mine[0]!;
    expect(entry).toMatchObject({ type: 'questionAnswered', kind: 'orderFlag', read: false });
    expect(entry.title).toBe('상품 문의에 답변이 등록되었습니다');
    const chars = [...prdtA.name];
    expect(entry.body).toBe(chars.length > 28 ? `${chars.slice(0, 28).join('')}…` : prdtA.name);
    const en = (await alertsOf('en')).find((a) => a.alertSysId === entry.alertSysId)!;
    expect(en.title).toBe('Your product question has been answered');
    // an edited answer does not alert again
    expect((await answer(admin, q.questionSysId, '베이지 색상입니다!')).json.resultCode).toBe('0001');
    expect((await alertsOf('ko')).filter((a) => a.url === `/RecieveCors/${q.corsNum}`)).toHaveLength(1);
    expect(
      (await t.request({ method: 'PATCH', url: `users/${other.id}/alerts/read`, token: other.token })).json.resultCode,
    ).toBe('0001');
    expect((await alertsOf('ko')).find((a) => a.alertSysId === entry.alertSysId)!.read).toBe(true);

    // unread in /myQna until opened; /RecieveCors/{corsNum} opens it for the asker and marks it read
    const list = async () =>
      (await t.request({ method: 'GET', url: `users/${other.id}/questions/list`, token: other.token })).json as {
        questions: Question[];
        unreadCnt: number;
      };
    const before = await list();
    expect(before.questions.find((x) => x.questionSysId === q.questionSysId)).toMatchObject({
      state: 'answered',
      isRead: false,
    });
    expect(
      (await t.request({ method: 'GET', url: `operations/questions/${q.corsNum}`, token: buyer.token })).json
        .resultCode,
    ).toBe('4601');
    const opened = (await t.request({ method: 'GET', url: `operations/questions/${q.corsNum}`, token: other.token }))
      .json.question as Question;
    expect(opened.answer?.content).toBe('베이지 색상입니다!');
    const after = await list();
    expect(after.unreadCnt).toBe(before.unreadCnt - 1);
  });
});

describe('1:1 inquiries', () => {
  it('about an order line (the owner only), consulting in nine categories, personal with three types', async () => {
    const o = await makeOrder(t.database.db, {
      at: new Date(t.clock.now),
      userSysId: buyer.id,
      status: 5,
      lines: [{ prdtSysId: prdtA.prdtSysId, unitPrice: 10000, name: '문의 상품' }],
    });
    const orderUrl = (who: Who) => `users/${who.id}/orders/${o.orderSysId}/products/${o.lineIds[0]!}/questions`;
    const body = { categoryCode: 3, title: '배송 문의', content: '배송이 아직 안 왔어요. 확인 부탁드립니다.' };
    expect((await t.request({ method: 'POST', url: orderUrl(other), token: other.token, body })).json.resultCode).toBe(
      '1007',
    );
    expect((await t.request({ method: 'POST', url: orderUrl(buyer), token: other.token, body })).json.resultCode).toBe(
      '1007',
    );
    expect(
      (
        await t.request({
          method: 'POST',
          url: orderUrl(buyer),
          token: buyer.token,
          body: { ...body, categoryCode: 10 },
        })
      ).json.resultCode,
    ).toBe('4606');
    const made = await t.request({ method: 'POST', url: orderUrl(buyer), token: buyer.token, body });
    expect(made.json.resultCode).toBe('0001');
    const oq = made.json.question as Question;
    expect(oq).toMatchObject({ kind: 'order', isSecret: true, orderPrdtSysId: o.lineIds[0]! });
    // the brand seller of the ordered product may answer the order inquiry, not a consulting one
    expect((await answer(brandSeller, oq.questionSysId, '오늘 출고되었습니다.')).json.resultCode).toBe('0001');

    for (const code of [1, 9])
      expect(
        (
          await t.request({
            method: 'POST',
            url: 'operations/questions',
            token: buyer.token,
            body: { categoryCode: code, content: '포인트 적립 문의드립니다' },
          })
        ).json.resultCode,
      ).toBe('0001');
    const c = (
      await t.request({
        method: 'POST',
        url: 'operations/questions',
        token: buyer.token,
        body: { categoryCode: 7, content: '쿠폰이 안 보여요' },
      })
    ).json.question as Question;
    expect((await answer(brandSeller, c.questionSysId, '확인')).json.resultCode).toBe('4608');
    expect(
      (
        await t.request({
          method: 'POST',
          url: 'operations/questions',
          token: buyer.token,
          body: { categoryCode: 0, content: '문의' },
        })
      ).json.resultCode,
    ).toBe('4606');
    expect(
      (await t.request({ method: 'POST', url: 'operations/questions', body: { categoryCode: 1, content: '문의' } }))
        .json.resultCode,
    ).toBe('1004');

    // personal inquiry: a guest leaves a name and a contact
    const personal = (body: Record<string, unknown>, token?: string) =>
      t.request({ method: 'POST', url: 'operations/consulting', token, body });
    expect((await personal({ typeCode: 1, content: '로그인이 안 돼요' })).json.resultCode).toBe('4609');
    expect(
      (await personal({ typeCode: 4, content: '로그인이 안 돼요', name: '홍길동', contact: '01099998888' })).json
        .resultCode,
    ).toBe('4606');
    const g = await personal({ typeCode: 1, content: '로그인이 안 돼요', name: '홍길동', contact: '010-9999-8888' });
    expect(g.json.resultCode).toBe('0001');
    const m = await personal({ typeCode: 2, content: '휴대폰 번호를 바꾸고 싶어요' }, buyer.token);
    expect((m.json.question as Question).kind).toBe('personal');
    const queue = await staffQueue('kind=inquiry&state=waiting&rowCount=100');
    expect(queue.questions.find((q) => q.questionSysId === (g.json.question as Question).questionSysId)).toMatchObject({
      contactName: '홍길동',
      contact: '010-9999-8888',
    });
  });

  it('attachments are the member’s own uploaded images, at most five', async () => {
    const fd = new FormData();
    fd.append('usage', 'inquiry');
    const { default: sharp } = await import('sharp');
    const img = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#333' } })
      .png()
      .toBuffer();
    fd.append('file1', new Blob([img], { type: 'image/png' }), 'a.png');
    const res = new Response(fd);
    const up = await t.app.fastify.inject({
      method: 'POST',
      url: '/api/v1/cdzn/images',
      headers: { authorization: `Bearer ${buyer.token}`, 'content-type': res.headers.get('content-type')! },
      payload: Buffer.from(await res.arrayBuffer()),
    });
    const url = (JSON.parse(up.body) as { jsonData: { images: { url: string }[] } }).jsonData.images[0]!.url;
    // issue 26: an inquiry photo is private: the member gets a short-lived signed link to it
    expect(url).toMatch(/^\/files\/private\/inquiries\/\d{6}\/[0-9a-f-]{36}\.png\?exp=\d+&sig=/);
    const ok = await t.request({
      method: 'POST',
      url: 'operations/questions',
      token: buyer.token,
      body: { categoryCode: 4, content: '불량 사진 첨부합니다', images: [url] },
    });
    expect((ok.json.question as Question).images).toEqual([url]);
    const foreign = await t.request({
      method: 'POST',
      url: 'operations/questions',
      token: other.token,
      body: { categoryCode: 4, content: '사진 첨부', images: [url] },
    });
    expect(foreign.json.resultCode).toBe('4510');
    const six = Array.from({ length: 6 }, (_, i) => `/uploads/inquiries/x${i}.png`);
    expect(
      (
        await t.request({
          method: 'POST',
          url: 'operations/questions',
          token: buyer.token,
          body: { categoryCode: 4, content: '사진', images: six },
        })
      ).json.resultCode,
    ).toBe('4610');
  });
});

describe('customer centre hours (shopping §9), from the server clock', () => {
  const at = async (iso: string) => {
    t.clock.now = new Date(iso).getTime();
    return (await t.request({ method: 'GET', url: 'operations/consulting/hours' }))
      .json as unknown as CustomerCentreStatus;
  };
  it('open on weekday hours, closed at lunch, after hours, on weekends and Korean public holidays', async () => {
    expect(await at('2026-11-25T10:00:00+09:00')).toMatchObject({ openNow: true, state: 'open', nextOpenAt: null });
    expect(await at('2026-11-25T08:59:00+09:00')).toMatchObject({ openNow: false, state: 'beforeHours' });
    expect(await at('2026-11-25T12:30:00+09:00')).toMatchObject({
      openNow: false,
      state: 'lunch',
      nextOpenAt: new Date('2026-11-25T13:00:00+09:00').toISOString(),
    });
    expect(await at('2026-11-25T18:00:00+09:00')).toMatchObject({
      state: 'afterHours',
      nextOpenAt: new Date('2026-11-26T09:00:00+09:00').toISOString(),
    });
    expect(await at('2026-11-28T11:00:00+09:00')).toMatchObject({
      state: 'weekend',
      nextOpenAt: new Date('2026-11-30T09:00:00+09:00').toISOString(),
    });
    // Chuseok 2026 (24–26 Sep, Thu–Sat): closed through the weekend, open Monday the 28th
    const chuseok = await at('2026-09-24T10:00:00+09:00');
    expect(chuseok).toMatchObject({
      state: 'holiday',
      holidayName: '추석 연휴',
      nextOpenAt: new Date('2026-09-28T09:00:00+09:00').toISOString(),
    });
  });
});
