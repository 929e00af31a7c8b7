import type { Tx } from '../db/client.js';
import { ensureUpload, productSvg } from './images.js';
import { inBatches } from './catalog.js';
import type { FileStorage } from '../storage/index.js';
import { banners, contents, faqs, notices, planProducts, plans } from '../db/schema/index.js';
import {
  ABOUT_EN,
  ABOUT_KO,
  FAQS,
  GUIDE_EN,
  GUIDE_KO,
  NOTICES,
  PRIVACY_EN,
  PRIVACY_KO,
  TERMS_EN,
  TERMS_KO,
} from './content-data.js';

const DAY = 86_400_000;

/** Exhibitions, events, banners, notices, FAQs and the legal texts. Contents ids 1–3 are terms, privacy, about. */
export async function seedContent(tx: Tx, now: Date): Promise<void> {
  await tx.insert(contents).values([
    {
      kind: 'terms',
      title: '서비스 이용약관',
      titleEn: 'Terms of service',
      chapters: TERMS_KO,
      chaptersEn: TERMS_EN,
      updatedAt: now,
    },
    {
      kind: 'privacy',
      title: '개인정보처리방침',
      titleEn: 'Privacy policy',
      chapters: PRIVACY_KO,
      chaptersEn: PRIVACY_EN,
      updatedAt: now,
    },
    { kind: 'about', title: '서비스 소개', titleEn: 'About', chapters: ABOUT_KO, chaptersEn: ABOUT_EN, updatedAt: now },
    {
      kind: 'page',
      title: '라이브 쇼핑 이용 가이드',
      titleEn: 'Live shopping guide',
      imageUrl: '/uploads/seed/plan-guide.svg',
      chapters: GUIDE_KO,
      chaptersEn: GUIDE_EN,
      updatedAt: now,
    },
  ]);
  const t = now.getTime();
  const planRows = [
    {
      planType: 'plan',
      title: '겨울 아우터 기획전',
      titleEn: 'Winter outerwear',
      briefComment: '따뜻하고 가벼운 겨울 아우터 최대 40% 할인',
      briefCommentEn: 'Warm, light winter outerwear up to 40% off',
      prdt: [1, 2, 31, 32, 33, 35],
      start: -3,
      end: 20,
    },
    {
      planType: 'plan',
      title: '촉촉한 스킨케어 위크',
      titleEn: 'Skincare week',
      briefComment: '건조한 계절, 수분 가득 스킨케어 모음',
      briefCommentEn: 'Moisture-rich skincare for the dry season',
      prdt: [7, 8, 52, 53, 54, 56],
      start: -1,
      end: 10,
    },
    {
      planType: 'plan',
      title: '산지직송 제철 먹거리',
      titleEn: 'Seasonal food from the farm',
      briefComment: '산지에서 바로 보내는 신선식품',
      briefCommentEn: 'Fresh food straight from the farm',
      prdt: [13, 14, 73, 74, 75, 79],
      start: -5,
      end: 14,
    },
    {
      planType: 'event',
      title: '신규 가입 웰컴 이벤트',
      titleEn: 'Welcome event',
      briefComment: '첫 구매 고객 전용 특가 상품',
      briefCommentEn: 'Special prices for your first order',
      prdt: [3, 5, 9, 15, 19],
      start: -2,
      end: 30,
    },
    {
      planType: 'event',
      title: '캠핑 시즌 오픈 이벤트',
      titleEn: 'Camping season opening',
      briefComment: '캠핑 장비 구매 시 사은품 증정',
      briefCommentEn: 'A gift with camping gear',
      prdt: [29, 30, 129, 130, 131],
      start: -1,
      end: 7,
    },
    {
      planType: 'plan',
      title: '지난 가을 기획전',
      titleEn: 'Last autumn collection',
      briefComment: '종료된 기획전',
      briefCommentEn: 'An ended exhibition',
      prdt: [4, 6],
      start: -60,
      end: -30,
    },
  ];
  for (const [i, p] of planRows.entries()) {
    const [row] = await tx
      .insert(plans)
      .values({
        planType: p.planType,
        title: p.title,
        titleEn: p.titleEn,
        briefComment: p.briefComment,
        briefCommentEn: p.briefCommentEn,
        content: `${p.briefComment}. 기간 한정 혜택을 놓치지 마세요.`,
        contentEn: `${p.briefCommentEn}. Limited-time offers.`,
        bannerImageUrl: `/uploads/seed/plan-${i + 1}.svg`,
        startDate: new Date(t + p.start * DAY),
        endDate: new Date(t + p.end * DAY),
        sortOrder: i,
      })
      .returning({ id: plans.planSysId });
    await tx
      .insert(planProducts)
      .values(p.prdt.map((prdtSysId, k) => ({ planSysId: row!.id, prdtSysId, sortOrder: k })));
  }
  // [title, titleEn, image, link, start day, end day] relative to now, in display order
  const BANNERS: [string, string, number, string, number, number][] = [
    ['겨울 아우터 최대 40%', 'Winter outerwear up to 40% off', 1, '/PlanningEvent/1', -3, 20],
    ['신규 가입 웰컴 이벤트', 'Welcome event', 2, '/PlanningEvent/4', -2, 30],
    ['온새미로 브랜드관', 'Onsaemiro brand store', 3, '/Planning/brandList/1', -2, 30],
    ['라이브 쇼핑 이용 가이드', 'Live shopping guide', 4, '/Contents/4', -2, 30],
    ['지난 배너', 'Old banner', 1, '/PlanningEvent/6', -60, -30],
  ];
  await tx.insert(banners).values(
    BANNERS.map(([title, titleEn, image, linkUrl, start, end], i) => ({
      title,
      titleEn,
      imageUrl: `/uploads/seed/banner-${image}.svg`,
      linkUrl,
      startDate: new Date(t + start * DAY),
      endDate: new Date(t + end * DAY),
      sortOrder: i,
    })),
  );
  await tx.insert(faqs).values(
    FAQS.map(([categoryCode, question, answer, questionEn, answerEn], i) => ({
      categoryCode,
      question,
      answer,
      questionEn,
      answerEn,
      sortOrder: i,
    })),
  );
  await tx.insert(notices).values(
    NOTICES.map(([title, titleEn, content, contentEn, pinned], i) => ({
      title,
      titleEn,
      content,
      contentEn,
      isPinned: pinned ? 1 : 0,
      createdAt: new Date(t - (i + 1) * 2 * DAY),
    })),
  );
}

/** Banner and exhibition artwork (generated locally like the product images). */
export const CONTENT_ARTWORK = [
  ...[1, 2, 3, 4, 5, 6].map((i) => ({ file: `seed/plan-${i}.svg`, hue: (i * 57) % 360, label: 'EXHIBITION' })),
  ...[1, 2, 3, 4].map((i) => ({ file: `seed/banner-${i}.svg`, hue: (i * 83 + 20) % 360, label: 'EVENT' })),
  { file: 'seed/plan-guide.svg', hue: 190, label: 'GUIDE' },
];

export async function ensureContentArtwork(storage: FileStorage): Promise<void> {
  await inBatches(
    CONTENT_ARTWORK.map(
      (a) => () =>
        ensureUpload(storage, a.file, () =>
          productSvg({ hue: a.hue, brand: '', label: '', width: 1200, height: 600, seed: a.hue }),
        ),
    ),
  );
}
