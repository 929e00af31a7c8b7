import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  INQUIRY_CATEGORY_CODES,
  PERSONAL_INQUIRY_TYPE_CODES,
  PRODUCT_QUESTION_TYPE_CODES,
  RC,
  type Lang,
  type PostProductsQuestionsResponse,
  type consultingRequest,
  type inquiryRequest,
  type orderInquiryRequest,
  type productQuestionRequest,
} from '@lc/contracts';
import { broadcastSchedules, orderProducts, orders, products, type questions } from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import type { AuthUser } from '../auth/auth.tokens.js';
import type { QuestionsContext } from './questions.context.js';
import { present } from './questions.presenters.js';
import { checkInquiryText, checkTitle } from './questions.policy.js';

/** Asking: a product question (also from the live player), an order-line inquiry, a consulting and a personal inquiry. */
export function createQuestionAsking(ctx: QuestionsContext) {
  const { db, now, deps, insert, written, checkImages, byId } = ctx;

  /** An inquiry's written parts, checked: its title, its text and the asker's uploaded images. */
  async function checkedInquiry(
    userSysId: number,
    body: { title?: Parameters<typeof checkTitle>[0]; content: string; images: string[] },
  ) {
    return {
      title: checkTitle(body.title),
      content: checkInquiryText(body.content),
      images: await checkImages(userSysId, body.images),
    };
  }

  /** Inserts a 1:1 inquiry (secret: only the asker and its answerers read it) asked now. */
  const insertInquiry = (values: Omit<typeof questions.$inferInsert, 'isSecret' | 'createdAt'>) =>
    insert({ ...values, isSecret: true, createdAt: now() });

  return {
    /**
     * POST products/{id}/questions (also the live player's modal): a chosen product (3001), the text
     * rules, the question type; the show it was asked from is kept when it exists.
     */
    async askProduct(
      prdtSysId: number,
      body: z.output<typeof productQuestionRequest>,
      user: AuthUser,
      lang: Lang,
    ): Promise<PostProductsQuestionsResponse> {
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

    /** POST users/{id}/orders/{orderId}/products/{orderPrdtId}/questions: a 1:1 inquiry about an order line. */
    async askOrder(
      userSysId: number,
      orderSysId: number,
      orderPrdtSysId: number,
      body: z.output<typeof orderInquiryRequest>,
      user: AuthUser,
      lang: Lang,
    ): Promise<PostProductsQuestionsResponse> {
      const [line] = await db
        .select({ owner: orders.userSysId, prdtSysId: orderProducts.prdtSysId, brandSysId: products.brandSysId })
        .from(orderProducts)
        .innerJoin(orders, eq(orders.orderSysId, orderProducts.orderSysId))
        .leftJoin(products, eq(products.prdtSysId, orderProducts.prdtSysId))
        .where(and(eq(orderProducts.orderPrdtSysId, orderPrdtSysId), eq(orderProducts.orderSysId, orderSysId)));
      if (!line) throw new AppError(RC.ORDER_PRODUCT_NOT_FOUND);
      if (line.owner !== userSysId) throw new AppError(RC.OTHER_USER);
      if (!(INQUIRY_CATEGORY_CODES as number[]).includes(body.categoryCode)) throw new AppError(RC.QUESTION_CATEGORY);
      const id = await insertInquiry({
        kind: 'order',
        userSysId,
        prdtSysId: line.prdtSysId,
        brandSysId: line.brandSysId,
        orderSysId,
        orderPrdtSysId,
        categoryCode: body.categoryCode,
        ...(await checkedInquiry(userSysId, body)),
      });
      return written(id, user, lang);
    },

    /** POST operations/questions: a 1:1 consulting inquiry in one of the nine categories. */
    async askConsulting(
      body: z.output<typeof inquiryRequest>,
      user: AuthUser,
      lang: Lang,
    ): Promise<PostProductsQuestionsResponse> {
      if (!(INQUIRY_CATEGORY_CODES as number[]).includes(body.categoryCode)) throw new AppError(RC.QUESTION_CATEGORY);
      if (body.orderSysId) {
        const [o] = await db
          .select({ owner: orders.userSysId })
          .from(orders)
          .where(eq(orders.orderSysId, body.orderSysId));
        if (!o) throw new AppError(RC.ORDER_NOT_FOUND);
        if (o.owner !== user.authSysId) throw new AppError(RC.OTHER_USER);
      }
      const id = await insertInquiry({
        kind: 'consulting',
        userSysId: user.authSysId,
        orderSysId: body.orderSysId ?? null,
        categoryCode: body.categoryCode,
        ...(await checkedInquiry(user.authSysId, body)),
      });
      return written(id, user, lang);
    },

    /** POST operations/consulting: a personal inquiry (three types); a guest leaves a name and a contact. */
    async askPersonal(
      body: z.output<typeof consultingRequest>,
      user: AuthUser | undefined,
      lang: Lang,
    ): Promise<PostProductsQuestionsResponse> {
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
      const id = await insertInquiry({
        kind: 'personal',
        userSysId: member?.authSysId ?? null,
        categoryCode: body.typeCode,
        content,
        images,
        contactName: member ? null : name,
        contact: member ? null : contact,
      });
      const r = (await byId(id))!;
      return { question: present(r, member, true, lang, ctx.deps.links.view) };
    },
  };
}
