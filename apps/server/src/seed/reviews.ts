import sharp from 'sharp';
import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import type { FileStorage } from '../storage/index.js';
import { inBatches } from './catalog.js';
import { ensureUpload } from './images.js';
import {
  brands,
  categories,
  orderProductHistory,
  orderProducts,
  orders,
  productReviewStats,
  productReviews,
  products,
  questions,
  users,
} from '../db/schema/index.js';
import { corsNumOf } from '../domains/questions/questions.policy.js';
import { ownBrand } from './brand-sellers.js';
import { GENERIC_ADD, TEXTS } from './review-texts.js';

const DAY = 86_400_000;

/** mulberry32: the same demo data on every first start */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const REVIEWERS = [
  '살림꾼지은',
  '봄날의민지',
  '캠핑하는아빠',
  '운동하는수아',
  '맛집탐방러',
  '커피한잔',
  '육아맘하린',
  '출근룩고민중',
  '집순이예나',
  '러닝크루준호',
  '뷰티덕후',
  '자취9년차',
  '초보캠퍼',
  '주말농부',
  '여행가는토끼',
  '야근하는곰',
  '오늘도득템',
  '꼼꼼한리뷰어',
  '동네언니',
  '새벽배송러',
  '홈카페사장',
  '고양이집사',
  '필라테스중',
  '가성비왕',
  '선물고민중',
  '미니멀리스트',
  '등산하는형',
  '신혼부부',
  '대학생은지',
  '엄마손맛',
];

const ONE_LINES: Record<number, string[]> = {
  5: ['완전 만족해요', '재구매 각', '강력 추천합니다', '가성비 최고', '선물용으로 딱'],
  4: ['대체로 만족', '무난하게 좋아요', '가격 대비 괜찮아요'],
  3: ['보통이에요', '나쁘진 않아요'],
  2: ['조금 아쉬워요'],
  1: ['실망했어요'],
};
/** Product questions; `fits`: the level-2 categories a question makes sense for (none: any product). */
const QUESTIONS: { q: string; a: string; fits?: string[] }[] = [
  {
    q: '재입고 예정이 있을까요?',
    a: '안녕하세요 고객님. 다음 주 중 재입고 예정입니다. 알림 신청해 주시면 안내드리겠습니다.',
  },
  {
    q: '평소 55 사이즈 입는데 어떤 사이즈가 맞을까요?',
    a: '55 사이즈를 입으시면 S 사이즈를 추천드립니다. 여유 있게 입으시려면 M도 괜찮습니다.',
    fits: ['아우터', '상의'],
  },
  {
    q: '오늘 주문하면 언제 받을 수 있나요?',
    a: '평일 오후 6시 이전 주문은 당일 출고되며 보통 1~2일 내 받아보실 수 있습니다.',
  },
  { q: '선물 포장 가능한가요?', a: '죄송하지만 별도 선물 포장은 제공되지 않습니다. 쇼핑백 동봉은 가능합니다.' },
  {
    q: '세탁기 사용해도 되나요?',
    a: '울 코스로 단독 세탁하시거나 드라이클리닝을 권장드립니다.',
    fits: ['아우터', '상의', '침구'],
  },
  {
    q: '유통기한이 언제까지인가요?',
    a: '현재 출고 제품 기준 제조일로부터 12개월이며 최소 6개월 이상 남은 제품으로 보내드립니다.',
    fits: ['스킨케어', '메이크업', '바디', '간편식', '음료'],
  },
  {
    q: '라이브 방송 가격이 언제까지 적용되나요?',
    a: '라이브 특가는 방송 시간 동안만 적용됩니다. 다음 방송 일정은 캘린더에서 확인해 주세요.',
  },
  {
    q: '색상이 화면이랑 많이 다른가요?',
    a: '모니터 환경에 따라 약간의 차이가 있을 수 있으나 실물과 최대한 가깝게 촬영했습니다.',
    fits: ['아우터', '상의', '가방', '메이크업'],
  },
  { q: '제주도도 배송되나요? 추가 배송비가 있나요?', a: '제주 및 도서산간 지역은 추가 배송비 3,000원이 발생합니다.' },
  {
    q: '민감성 피부도 사용할 수 있나요?',
    a: '피부 자극 테스트를 완료한 제품이지만 사용 전 팔 안쪽에 테스트해 보시길 권해드립니다.',
    fits: ['스킨케어', '메이크업', '바디'],
  },
  {
    q: '조립이 어렵나요? 혼자서도 가능할까요?',
    a: '설명서와 공구가 함께 동봉되어 있어 혼자서도 20분 정도면 조립 가능합니다.',
    fits: ['수납'],
  },
  {
    q: '다른 색상도 추가될 예정인가요?',
    a: '다음 시즌에 새로운 색상이 추가될 예정입니다. 많은 관심 부탁드립니다.',
    fits: ['아우터', '상의', '가방', '메이크업'],
  },
];

/** A review photo: the product's colour field with a soft object shape, as a real JPEG made by sharp. */
function photoSvg(hue: number, seed: number): string {
  const h2 = (hue + 25 + (seed % 4) * 10) % 360;
  const r = 120 + (seed % 5) * 14;
  const cx = 240 + ((seed * 37) % 80) - 40;
  const cy = 250 + ((seed * 53) % 60) - 30;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="480"><defs>
<radialGradient id="l" cx="0.3" cy="0.25" r="0.9"><stop offset="0" stop-color="hsl(${hue},35%,92%)"/><stop offset="1" stop-color="hsl(${hue},25%,70%)"/></radialGradient>
<linearGradient id="o" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${h2},60%,62%)"/><stop offset="1" stop-color="hsl(${h2},55%,38%)"/></linearGradient></defs>
<rect width="480" height="480" fill="url(#l)"/>
<ellipse cx="${cx + 18}" cy="${cy + r * 0.9}" rx="${r}" ry="${r * 0.22}" fill="rgba(0,0,0,0.18)"/>
${seed % 2 === 0 ? `<rect x="${cx - r * 0.8}" y="${cy - r * 0.8}" width="${r * 1.6}" height="${r * 1.6}" rx="${r * 0.3}" fill="url(#o)"/>` : `<circle cx="${cx}" cy="${cy}" r="${r * 0.85}" fill="url(#o)"/>`}
<rect x="0" y="400" width="480" height="80" fill="hsl(${(hue + 180) % 360},15%,85%)" opacity="0.6"/>
</svg>`;
}

const PHOTO_POOL = 24;
const photoUrl = (i: number) => `/uploads/seed/reviews/photo-${String(i).padStart(2, '0')}.jpg`;

/** Review photos of the demo data, made again when the data directory lacks them (as the product artwork is). */
export async function ensureReviewPhotos(storage: FileStorage): Promise<void> {
  await inBatches(
    Array.from(
      { length: PHOTO_POOL },
      (_, i) => () =>
        ensureUpload(storage, photoUrl(i).slice('/uploads/'.length), () =>
          sharp(Buffer.from(photoSvg((i * 47) % 360, i)))
            .jpeg({ quality: 78 })
            .toBuffer(),
        ),
    ),
  );
}

/**
 * Demo reviews and product questions (issue 12): ~300 believable Korean reviews by 30 demo members
 * over the catalogue (scores skewed as real shops see them, some with photos), each on a confirmed
 * order line of its writer; ~90 product questions, most answered by the brand; a brand seller
 * account (brand@demo.kr, demo password) for the first brand. The demo members' own orders are
 * left alone (other domains' tests count them). Bulk inserts only.
 */
export async function seedReviews(tx: Queryable, now: Date, passwordHash: string): Promise<void> {
  const rand = rng(20_261_124);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
  const reviewerRows = await tx
    .insert(users)
    .values(
      REVIEWERS.map((nickName, i) => ({
        userId: `reviewer${String(i + 1).padStart(2, '0')}@demo.kr`,
        nickName,
        passwordHash: null,
        role: 'buyer',
        createdAt: new Date(now.getTime() - 400 * DAY),
      })),
    )
    .returning({ id: users.userSysId });
  const reviewerIds = reviewerRows.map((r) => r.id);
  const [brandUser] = await tx
    .insert(users)
    .values({
      userId: 'brand@demo.kr',
      nickName: '브랜드담당자',
      name: '최브랜드',
      role: 'brand',
      passwordHash,
      birthday: '1988-03-02',
    })
    .returning({ id: users.userSysId });

  const prods = await tx
    .select({
      id: products.prdtSysId,
      name: products.name,
      price: products.price,
      img: products.squareImageUrl,
      brandSysId: products.brandSysId,
      brand: brands.name,
      sub: sql<string | null>`(select c.name from ${categories} c where c.category_sys_id = ${products.categorySysId})`,
    })
    .from(products)
    .innerJoin(brands, eq(brands.brandSysId, products.brandSysId))
    .orderBy(products.prdtSysId);
  if (prods.length === 0) return;
  // brand@demo.kr sells for the first brand (issue 25: brands.sellerSysId is the one source of brand rights)
  await ownBrand(tx, brandUser!.id, prods[0]!.brandSysId);

  // how many reviews each product gets: popular products many, some none (about 300 in all)
  const plan: { p: (typeof prods)[number]; at: number }[] = [];
  prods.forEach((p, i) => {
    const n = i % 7 === 6 ? 0 : Math.floor(rand() * rand() * 9) + (i % 3 === 0 ? 2 : 1);
    for (let k = 0; k < n; k++)
      plan.push({ p, at: now.getTime() - Math.floor(8 + rand() * 170) * DAY - Math.floor(rand() * DAY) });
  });
  const scoreOf = () => {
    const x = rand();
    return x < 0.62 ? 5 : x < 0.85 ? 4 : x < 0.94 ? 3 : x < 0.98 ? 2 : 1;
  };
  const orderRows = plan.map((e, i) => ({
    orderNumber: `S${new Date(e.at + 9 * 3_600_000).toISOString().slice(0, 10).replace(/-/g, '')}${String(10_000_000 + i).slice(1)}`,
    userSysId: reviewerIds[i % reviewerIds.length]!,
    status: 6,
    payMethod: 'card',
    ordererName: '데모회원',
    ordererPhone: '01000000000',
    receiverName: '데모회원',
    receiverPhone: '01000000000',
    postNumber: '06236',
    address: '서울 강남구 테헤란로 1',
    prdtPrice: e.p.price,
    payAmount: e.p.price,
    payDueAt: new Date(e.at),
    paidAt: new Date(e.at),
    createdAt: new Date(e.at),
  }));
  const allOrders = orderRows;
  const insertedOrders = await tx.insert(orders).values(allOrders).returning({ id: orders.orderSysId });
  const lineProducts = plan.map((e) => e.p);
  const lines = await tx
    .insert(orderProducts)
    .values(
      insertedOrders.map((o, i) => ({
        orderSysId: o.id,
        prdtSysId: lineProducts[i]!.id,
        name: lineProducts[i]!.name,
        brandName: lineProducts[i]!.brand,
        squareImageUrl: lineProducts[i]!.img,
        qty: 1,
        unitPrice: lineProducts[i]!.price,
        lineAmount: lineProducts[i]!.price,
        status: 6,
      })),
    )
    .returning({ id: orderProducts.orderPrdtSysId, orderSysId: orderProducts.orderSysId });
  const confirmedAtOf = (i: number) => new Date(plan[i]!.at + 4 * DAY);
  await tx.insert(orderProductHistory).values(
    lines.map((l, i) => ({
      orderSysId: l.orderSysId,
      orderPrdtSysId: l.id,
      fromStatus: 5,
      toStatus: 6,
      actor: 'shopper',
      actorUserSysId: null,
      reason: 'purchase confirmed',
      createdAt: confirmedAtOf(i),
    })),
  );

  const reviewRows = plan.map((e, i) => {
    const score = scoreOf();
    const pool = TEXTS[e.p.sub ?? ''] ?? { good: GENERIC_ADD, mid: GENERIC_ADD, bad: GENERIC_ADD };
    const main = score >= 4 ? pool.good : score === 3 ? pool.mid : pool.bad;
    const parts = [pick(main)];
    const extra = Math.floor(rand() * 3);
    for (let k = 0; k < extra; k++) {
      const s = pick(score >= 4 ? [...GENERIC_ADD, ...pool.good] : pool.mid);
      if (!parts.includes(s)) parts.push(s);
    }
    const photos =
      rand() < 0.27
        ? Array.from({ length: 1 + Math.floor(rand() * 3) }, () => {
            const n = Math.floor(rand() * PHOTO_POOL);
            return { url: photoUrl(n), width: 480, height: 480 };
          }).filter((p, k, a) => a.findIndex((x) => x.url === p.url) === k)
        : [];
    const at = new Date(confirmedAtOf(i).getTime() + Math.floor(1 + rand() * 6) * DAY);
    return {
      prdtSysId: e.p.id,
      orderSysId: lines[i]!.orderSysId,
      orderPrdtSysId: lines[i]!.id,
      userSysId: orderRows[i]!.userSysId,
      score,
      oneLine: rand() < 0.55 ? pick(ONE_LINES[score]!) : null,
      content: parts.join(' '),
      photos,
      createdAt: at,
      updatedAt: at,
    };
  });
  for (let i = 0; i < reviewRows.length; i += 200) await tx.insert(productReviews).values(reviewRows.slice(i, i + 200));
  await tx.execute(sql`insert into ${productReviewStats} (prdt_sys_id, review_cnt, score_sum)
    select prdt_sys_id, count(*)::int, sum(score)::int from ${productReviews} where state = 'visible' group by prdt_sys_id
    on conflict (prdt_sys_id) do update set review_cnt = excluded.review_cnt, score_sum = excluded.score_sum`);

  // product questions: most answered by the brand, a few waiting, some secret
  const qRows = prods
    .filter((_, i) => i % 2 === 0)
    .flatMap((p) => {
      const n = 1 + Math.floor(rand() * 3);
      return Array.from({ length: n }, () => {
        const qa = pick(QUESTIONS.filter((x) => !x.fits || x.fits.includes(p.sub ?? '')));
        const at = new Date(now.getTime() - Math.floor(1 + rand() * 90) * DAY - Math.floor(rand() * DAY));
        const answered = rand() < 0.8;
        return {
          kind: 'product',
          userSysId: pick(reviewerIds),
          prdtSysId: p.id,
          brandSysId: p.brandSysId,
          questionTypeCode: 0,
          content: qa.q,
          isSecret: rand() < 0.15,
          state: answered ? 'answered' : 'waiting',
          answer: answered ? qa.a : null,
          answerBy: answered ? 'seller' : null,
          answeredAt: answered ? new Date(at.getTime() + Math.floor(2 + rand() * 30) * 3_600_000) : null,
          readAt: answered ? new Date(at.getTime() + 2 * DAY) : null,
          createdAt: at,
        };
      });
    });
  const qIds = await tx.insert(questions).values(qRows).returning({ id: questions.questionSysId });
  await tx.execute(
    sql`update ${questions} set cors_num = v.cors from (values ${sql.join(
      qIds.map((q, i) => sql`(${q.id}::int, ${corsNumOf(qRows[i]!.createdAt, q.id)})`),
      sql`, `,
    )}) as v(id, cors) where ${questions.questionSysId} = v.id`,
  );
}
