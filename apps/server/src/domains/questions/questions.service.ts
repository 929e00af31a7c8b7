import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  INQUIRY_CATEGORY_CODES,
  LIVE_FLAGS,
  PERSONAL_INQUIRY_TYPE_CODES,
  PRODUCT_QUESTION_TYPE_CODES,
  QUESTION_POLICY,
  RC,
  STAFF_ROLES,
  broadcastStatus,
  type AnswerQueueResponse,
  type Lang,
  type MyQuestionListResponse,
  type ProductQuestionListResponse,
  type Question,
  type QuestionKind,
  type answerQueueQuery,
  type consultingRequest,
  type inquiryRequest,
  type myQuestionListQuery,
  type orderInquiryRequest,
  type productQuestionListQuery,
  type productQuestionRequest,
} from '@lc/contracts';
import type { Db } from '../../db/client.js';
import { withTx } from '../../db/client.js';
import {
  brands,
  broadcastSchedules,
  memberUploads,
  orderProducts,
  orders,
  products,
  questions,
  users,
} from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import { brandsOfSeller } from '../../shared/brand-sellers.js';
import type { ProductQuestionEvent } from '@lc/contracts';
import type { AuthUser } from '../auth/auth.tokens.js';
import { maskNick } from '../reviews/reviews.policy.js';
import { checkInquiryText, checkTitle, corsNumOf } from './questions.policy.js';

/** What the realtime hub offers this domain (the split hub and the current one both have it). */
export interface QuestionAnsweredPush {
  questionAnswered(q: { room: number; userSysId: number; nickName: string; content: string; answer: string }): unknown;
}

const isStaff = (u: AuthUser | undefined) => !!u && STAFF_ROLES.includes(u.role);
const INQUIRY_KINDS: QuestionKind[] = ['order', 'consulting', 'personal'];

const columns = {
  questionSysId: questions.questionSysId,
  corsNum: questions.corsNum,
  kind: questions.kind,
  userSysId: questions.userSysId,
  prdtSysId: questions.prdtSysId,
  brandSysId: questions.brandSysId,
  orderSysId: questions.orderSysId,
  orderPrdtSysId: questions.orderPrdtSysId,
  broadcastScheduleSysId: questions.broadcastScheduleSysId,
  questionTypeCode: questions.questionTypeCode,
  categoryCode: questions.categoryCode,
  title: questions.title,
  content: questions.content,
  isSecret: questions.isSecret,
  images: questions.images,
  contactName: questions.contactName,
  contact: questions.contact,
  state: questions.state,
  answer: questions.answer,
  answerBy: questions.answerBy,
  answeredAt: questions.answeredAt,
  readAt: questions.readAt,
  createdAt: questions.createdAt,
  nickName: users.nickName,
  pName: products.name,
  pNameEn: products.nameEn,
  pImage: products.squareImageUrl,
  pBigImage: products.bigImageUrl,
  bName: brands.name,
  bNameEn: brands.nameEn,
};
type Row = {
  [K in keyof typeof columns]: (typeof columns)[K]['_']['notNull'] extends true
    ? (typeof columns)[K]['_']['data']
    : (typeof columns)[K]['_']['data'] | null;
};

/** Product Q&A, 1:1 inquiries and answering (issue 12). */
export function createQuestionsService(deps: {
  db: Db;
  now: () => Date;
  hub: () => QuestionAnsweredPush | undefined;
  /** a question asked from a show's player reaches that show's live console at once (issue 13) */
  onProductQuestion?: (e: ProductQuestionEvent) => void;
  log: (msg: string, err: unknown) => void;
}) {
  const { db, now } = deps;

  const select = () =>
    db
      .select(columns)
      .from(questions)
      .leftJoin(users, eq(users.userSysId, questions.userSysId))
      .leftJoin(products, eq(products.prdtSysId, questions.prdtSysId))
      .leftJoin(brands, eq(brands.brandSysId, products.brandSysId));

  const sellerBrands = (user: AuthUser | undefined) => brandsOfSeller(db, user);

  /** May this viewer read (and answer) it: the asker, staff, or the brand seller of its product. */
  const mayAnswer = (r: Pick<Row, 'brandSysId' | 'kind'>, staff: boolean, brandsOf: number[]) =>
    staff || (r.brandSysId !== null && (r.kind === 'product' || r.kind === 'order') && brandsOf.includes(r.brandSysId));

  function present(r: Row, viewer: AuthUser | undefined, canSee: boolean, lang: Lang): Question {
    const mine = !!viewer && r.userSysId === viewer.authSysId;
    const hidden = r.isSecret && !mine && !canSee;
    return {
      questionSysId: r.questionSysId,
      corsNum: r.corsNum ?? String(r.questionSysId),
      kind: r.kind as QuestionKind,
      product:
        r.prdtSysId !== null && r.pName !== null
          ? {
              prdtSysId: r.prdtSysId,
              name: (lang === 'en' && r.pNameEn) || r.pName,
              brandName: (lang === 'en' && r.bNameEn) || r.bName || '',
              squareImageUrl: r.pImage || r.pBigImage || '',
            }
          : null,
      orderSysId: r.orderSysId,
      orderPrdtSysId: r.orderPrdtSysId,
      broadcastScheduleSysId: r.broadcastScheduleSysId,
      questionTypeCode: r.questionTypeCode,
      categoryCode: r.categoryCode,
      title: hidden ? null : r.title,
      content: hidden ? '' : r.content,
      isSecret: r.isSecret,
      hidden,
      isMine: mine,
      nickName: mine || canSee ? (r.nickName ?? r.contactName ?? '') : maskNick(r.nickName ?? r.contactName ?? '-'),
      state: r.state === 'answered' ? 'answered' : 'waiting',
      answer:
        r.state === 'answered' && r.answer !== null && !hidden
          ? {
              content: r.answer,
              by: r.answerBy === 'seller' ? 'seller' : 'staff',
              answeredAt: r.answeredAt!.toISOString(),
            }
          : null,
      isRead: r.state !== 'answered' || r.readAt !== null,
      images: hidden ? [] : r.images,
      createdAt: r.createdAt.toISOString(),
    };
  }

  async function byId(id: number): Promise<Row | undefined> {
    const [r] = await select().where(eq(questions.questionSysId, id));
    return r as Row | undefined;
  }

  async function checkImages(userSysId: number, urls: string[]): Promise<string[]> {
    const list = [...new Set(urls)];
    if (list.length > QUESTION_POLICY.maxImages)
      throw new AppError(RC.QUESTION_TOO_MANY_IMAGES, { extra: { max: QUESTION_POLICY.maxImages } });
    if (list.length === 0) return [];
    const rows = await db
      .select({ url: memberUploads.url })
      .from(memberUploads)
      .where(
        and(eq(memberUploads.userSysId, userSysId), eq(memberUploads.kind, 'image'), inArray(memberUploads.url, list)),
      );
    const have = new Set(rows.map((r) => r.url));
    if (list.some((u) => !have.has(u))) throw new AppError(RC.REVIEW_MEDIA_UNKNOWN);
    return list;
  }

  /** Inserts a question and gives it its inquiry number, in one transaction. */
  async function insert(values: typeof questions.$inferInsert): Promise<number> {
    return withTx(db, async (tx) => {
      const [q] = await tx.insert(questions).values(values).returning({ id: questions.questionSysId });
      await tx
        .update(questions)
        .set({ corsNum: corsNumOf(values.createdAt, q!.id) })
        .where(eq(questions.questionSysId, q!.id));
      return q!.id;
    });
  }

  const written = async (id: number, user: AuthUser | undefined, lang: Lang) => ({
    question: present((await byId(id))!, user, isStaff(user), lang),
  });

  const service = {
    /**
     * POST products/{id}/questions (also the live player's modal): a chosen product (3001), the text
     * rules, the question type; the show it was asked from is kept when it exists.
     */
    async askProduct(prdtSysId: number, body: z.output<typeof productQuestionRequest>, user: AuthUser, lang: Lang) {
      const [p] = await db
        .select({ brandSysId: products.brandSysId })
        .from(products)
        .where(eq(products.prdtSysId, prdtSysId));
      if (!p) throw new AppError(RC.PRODUCT_NOT_FOUND);
      if (!(PRODUCT_QUESTION_TYPE_CODES as number[]).includes(body.questionTypeCode))
        throw new AppError(RC.QUESTION_CATEGORY);
      const content = checkInquiryText(body.content);
      let schedule: number | null = null;
      if (body.broadcastScheduleSysId) {
        const [s] = await db
          .select({ id: broadcastSchedules.broadcastScheduleSysId })
          .from(broadcastSchedules)
          .where(eq(broadcastSchedules.broadcastScheduleSysId, body.broadcastScheduleSysId));
        schedule = s?.id ?? null;
      }
      const id = await insert({
        kind: 'product',
        userSysId: user.authSysId,
        prdtSysId,
        brandSysId: p.brandSysId,
        broadcastScheduleSysId: schedule,
        questionTypeCode: body.questionTypeCode,
        content,
        isSecret: body.isSecret,
        createdAt: now(),
      });
      const answer = await written(id, user, lang);
      if (schedule !== null) {
        deps.onProductQuestion?.({
          room: schedule,
          prdtSysId,
          questionSysId: id,
          nickName: answer.question.nickName,
          content,
          createdAt: answer.question.createdAt,
        });
      }
      return answer;
    },

    /** GET products/{id}/questions: newest first; secret ones readable by the asker, staff and the brand seller. */
    async productList(
      prdtSysId: number,
      q: z.output<typeof productQuestionListQuery>,
      viewer: AuthUser | undefined,
      lang: Lang,
    ): Promise<ProductQuestionListResponse> {
      const mine = q.mine === 'true' || q.mine === '1';
      if (mine && !viewer) throw new AppError(RC.LOGIN_REQUIRED);
      const where = and(
        eq(questions.prdtSysId, prdtSysId),
        eq(questions.kind, 'product'),
        mine ? eq(questions.userSysId, viewer!.authSysId) : undefined,
      );
      const rows = (await select()
        .where(where)
        .orderBy(desc(questions.createdAt), desc(questions.questionSysId))
        .limit(q.rowCount)
        .offset(q.startIndex)) as Row[];
      const [total] = await db.select({ n: count() }).from(questions).where(where);
      const [waiting] = await db
        .select({ n: count() })
        .from(questions)
        .where(and(where, eq(questions.state, 'waiting')));
      const staff = isStaff(viewer);
      const brandsOf = await sellerBrands(viewer);
      return {
        questions: rows.map((r) => present(r, viewer, mayAnswer(r, staff, brandsOf), lang)),
        totalCount: total?.n ?? 0,
        waitingCnt: waiting?.n ?? 0,
      };
    },

    /** GET users/{id}/questions/list: the member's product questions and inquiries, newest first. */
    async myList(
      userSysId: number,
      q: z.output<typeof myQuestionListQuery>,
      viewer: AuthUser,
      lang: Lang,
    ): Promise<MyQuestionListResponse> {
      const kindFilter =
        q.kind === 'product'
          ? eq(questions.kind, 'product')
          : q.kind === 'inquiry'
            ? inArray(questions.kind, INQUIRY_KINDS)
            : undefined;
      const where = and(eq(questions.userSysId, userSysId), kindFilter);
      const rows = (await select()
        .where(where)
        .orderBy(desc(questions.createdAt), desc(questions.questionSysId))
        .limit(q.rowCount)
        .offset(q.startIndex)) as Row[];
      const [total] = await db.select({ n: count() }).from(questions).where(where);
      const [unread] = await db
        .select({ n: count() })
        .from(questions)
        .where(and(eq(questions.userSysId, userSysId), eq(questions.state, 'answered'), isNull(questions.readAt)));
      const asOwner = { ...viewer, authSysId: userSysId };
      return {
        questions: rows.map((r) => present(r, asOwner, true, lang)),
        totalCount: total?.n ?? 0,
        unreadCnt: unread?.n ?? 0,
      };
    },

    /** PATCH users/{id}/questions/{qid}/read: the asker saw the answer. */
    async markRead(userSysId: number, qid: number) {
      const [r] = await db
        .select({ userSysId: questions.userSysId, state: questions.state })
        .from(questions)
        .where(eq(questions.questionSysId, qid));
      if (!r || r.userSysId !== userSysId) throw new AppError(RC.QUESTION_NOT_FOUND);
      if (r.state === 'answered')
        await db
          .update(questions)
          .set({ readAt: now() })
          .where(and(eq(questions.questionSysId, qid), isNull(questions.readAt)));
      return { questionSysId: qid, isRead: r.state === 'answered' };
    },

    /** POST users/{id}/orders/{orderId}/products/{orderPrdtId}/questions: a 1:1 inquiry about an order line. */
    async askOrder(
      userSysId: number,
      orderSysId: number,
      orderPrdtSysId: number,
      body: z.output<typeof orderInquiryRequest>,
      user: AuthUser,
      lang: Lang,
    ) {
      const [line] = await db
        .select({ owner: orders.userSysId, prdtSysId: orderProducts.prdtSysId, brandSysId: products.brandSysId })
        .from(orderProducts)
        .innerJoin(orders, eq(orders.orderSysId, orderProducts.orderSysId))
        .leftJoin(products, eq(products.prdtSysId, orderProducts.prdtSysId))
        .where(and(eq(orderProducts.orderPrdtSysId, orderPrdtSysId), eq(orderProducts.orderSysId, orderSysId)));
      if (!line) throw new AppError(RC.ORDER_PRODUCT_NOT_FOUND);
      if (line.owner !== userSysId) throw new AppError(RC.OTHER_USER);
      if (!(INQUIRY_CATEGORY_CODES as number[]).includes(body.categoryCode)) throw new AppError(RC.QUESTION_CATEGORY);
      const title = checkTitle(body.title);
      const content = checkInquiryText(body.content);
      const images = await checkImages(userSysId, body.images);
      const id = await insert({
        kind: 'order',
        userSysId,
        prdtSysId: line.prdtSysId,
        brandSysId: line.brandSysId,
        orderSysId,
        orderPrdtSysId,
        categoryCode: body.categoryCode,
        title,
        content,
        images,
        isSecret: true,
        createdAt: now(),
      });
      return written(id, user, lang);
    },

    /** POST operations/questions: a 1:1 consulting inquiry in one of the nine categories. */
    async askConsulting(body: z.output<typeof inquiryRequest>, user: AuthUser, lang: Lang) {
      if (!(INQUIRY_CATEGORY_CODES as number[]).includes(body.categoryCode)) throw new AppError(RC.QUESTION_CATEGORY);
      if (body.orderSysId) {
        const [o] = await db
          .select({ owner: orders.userSysId })
          .from(orders)
          .where(eq(orders.orderSysId, body.orderSysId));
        if (!o) throw new AppError(RC.ORDER_NOT_FOUND);
        if (o.owner !== user.authSysId) throw new AppError(RC.OTHER_USER);
      }
      const title = checkTitle(body.title);
      const content = checkInquiryText(body.content);
      const images = await checkImages(user.authSysId, body.images);
      const id = await insert({
        kind: 'consulting',
        userSysId: user.authSysId,
        orderSysId: body.orderSysId ?? null,
        categoryCode: body.categoryCode,
        title,
        content,
        images,
        isSecret: true,
        createdAt: now(),
      });
      return written(id, user, lang);
    },

    /** POST operations/consulting: a personal inquiry (three types); a guest leaves a name and a contact. */
    async askPersonal(body: z.output<typeof consultingRequest>, user: AuthUser | undefined, lang: Lang) {
      if (!(PERSONAL_INQUIRY_TYPE_CODES as number[]).includes(body.typeCode)) throw new AppError(RC.QUESTION_CATEGORY);
      const member = user && user.role !== 'guest' ? user : undefined;
      const name = body.name?.trim() || null;
      const contact = body.contact?.replace(/\s/g, '') || null;
      if (!member) {
        const phone = contact ? /^01\d{8,9}$/.test(contact.replace(/-/g, '')) : false;
        const email = contact ? /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(contact) : false;
        if (!name || !contact || !(phone || email)) throw new AppError(RC.CONSULTING_CONTACT);
      }
      const content = checkInquiryText(body.content);
      const images = member ? await checkImages(member.authSysId, body.images) : [];
      const id = await insert({
        kind: 'personal',
        userSysId: member?.authSysId ?? null,
        categoryCode: body.typeCode,
        content,
        images,
        contactName: member ? null : name,
        contact: member ? null : contact,
        isSecret: true,
        createdAt: now(),
      });
      const r = (await byId(id))!;
      return { question: present(r, member, true, lang) };
    },

    /** GET operations/questions/{corsNum}: the asker, staff or the product's brand seller; the asker's open marks it read. */
    async byCorsNum(corsNum: string, viewer: AuthUser, lang: Lang) {
      const [r] = (await select().where(eq(questions.corsNum, corsNum))) as Row[];
      if (!r) throw new AppError(RC.QUESTION_NOT_FOUND);
      const mine = r.userSysId === viewer.authSysId;
      const can = mayAnswer(r, isStaff(viewer), await sellerBrands(viewer));
      if (!mine && !can) throw new AppError(RC.QUESTION_NOT_FOUND);
      if (mine && r.state === 'answered' && r.readAt === null) {
        const at = now();
        await db.update(questions).set({ readAt: at }).where(eq(questions.questionSysId, r.questionSysId));
        r.readAt = at;
      }
      return { question: present(r, viewer, true, lang) };
    },

    // ---- answering ----

    /** GET operations/questions/list: staff see all, a brand seller its brands' product questions and order inquiries. */
    async queue(viewer: AuthUser, q: z.output<typeof answerQueueQuery>, lang: Lang): Promise<AnswerQueueResponse> {
      const staff = isStaff(viewer);
      const brandsOf = await sellerBrands(viewer);
      if (!staff && brandsOf.length === 0) throw new AppError(RC.ANSWER_FORBIDDEN);
      if (!staff && q.brandSysId && !brandsOf.includes(q.brandSysId)) throw new AppError(RC.ANSWER_FORBIDDEN);
      const filters: (SQL | undefined)[] = [
        staff ? undefined : and(inArray(questions.brandSysId, brandsOf), inArray(questions.kind, ['product', 'order'])),
        q.brandSysId ? eq(questions.brandSysId, q.brandSysId) : undefined,
        q.state === 'all' ? undefined : eq(questions.state, q.state),
        q.kind === 'product'
          ? eq(questions.kind, 'product')
          : q.kind === 'inquiry'
            ? inArray(questions.kind, INQUIRY_KINDS)
            : undefined,
      ];
      const where = and(...filters);
      const rows = (await select()
        .where(where)
        // waiting first (the oldest waiting on top), then the latest answers
        .orderBy(
          sql`case when ${questions.state} = 'waiting' then 0 else 1 end`,
          sql`case when ${questions.state} = 'waiting' then ${questions.createdAt} end asc`,
          desc(questions.answeredAt),
          asc(questions.questionSysId),
        )
        .limit(q.rowCount)
        .offset(q.startIndex)) as Row[];
      const [total] = await db.select({ n: count() }).from(questions).where(where);
      const [waiting] = await db
        .select({ n: count() })
        .from(questions)
        .where(and(where, eq(questions.state, 'waiting')));
      return {
        questions: rows.map((r) => ({
          ...present(r, viewer, true, lang),
          askerNickName: r.nickName ?? r.contactName ?? '',
          contactName: r.contactName,
          contact: r.contact,
          brandSysId: r.brandSysId,
        })),
        totalCount: total?.n ?? 0,
        waitingCnt: waiting?.n ?? 0,
        scope: { staff, brandSysIds: brandsOf },
      };
    },

    /**
     * POST operations/questions/{qid}/answer: staff, or the brand seller of the product (4608 otherwise).
     * Marks it answered (the push domain turns that into an alert in the asker's /AlertList, pushed
     * under the order/shopping setting) and, when it was asked from a live player whose show is
     * still on, pushes the questionAnswer popup to the asker in that room.
     */
    async answer(qid: number, text: string, viewer: AuthUser, lang: Lang) {
      const r = await byId(qid);
      if (!r) throw new AppError(RC.QUESTION_NOT_FOUND);
      const staff = isStaff(viewer);
      if (!mayAnswer(r, staff, await sellerBrands(viewer))) throw new AppError(RC.ANSWER_FORBIDDEN);
      const answer = text.replace(/\r\n?/g, '\n').trim();
      if (!answer) throw new AppError(RC.ANSWER_REQUIRED);
      if ([...answer].length > QUESTION_POLICY.answerMaxLength) throw new AppError(RC.VALIDATION);
      const at = now();
      const first = r.state !== 'answered';
      await withTx(db, async (tx) => {
        await tx
          .update(questions)
          .set({
            state: 'answered',
            answer,
            answerBy: staff ? 'staff' : 'seller',
            answererUserSysId: viewer.authSysId,
            answeredAt: at,
            readAt: null,
          })
          .where(eq(questions.questionSysId, qid));
      });
      if (r.broadcastScheduleSysId !== null && r.userSysId !== null) {
        const [s] = await db
          .select({
            startDate: broadcastSchedules.startDate,
            startTime: broadcastSchedules.startTime,
            endTime: broadcastSchedules.endTime,
            liveFlag: broadcastSchedules.liveFlag,
            highlightUrl: broadcastSchedules.highlightUrl,
          })
          .from(broadcastSchedules)
          .where(eq(broadcastSchedules.broadcastScheduleSysId, r.broadcastScheduleSysId));
        const on = !!s && (s.liveFlag === LIVE_FLAGS.onAir || broadcastStatus(s, at) === 'live');
        const hub = deps.hub();
        if (on && hub) {
          try {
            await hub.questionAnswered({
              room: r.broadcastScheduleSysId,
              userSysId: r.userSysId,
              nickName: r.nickName ?? '',
              content: r.content,
              answer,
            });
          } catch (err) {
            deps.log('question answer push', err);
          }
        }
      }
      const out = await written(qid, viewer, lang);
      return { ...out, firstAnswer: first };
    },
  };
  return service;
}
export type QuestionsService = ReturnType<typeof createQuestionsService>;
