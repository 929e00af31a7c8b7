import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import {
  RC,
  type GetOperationsQuestionsResponse,
  type Lang,
  type MyQuestionListResponse,
  type PatchUsersQuestionsReadResponse,
  type ProductQuestionListResponse,
  type myQuestionListQuery,
  type productQuestionListQuery,
} from '@lc/contracts';
import { questions } from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import type { AuthUser } from '../auth/auth.tokens.js';
import { isStaff, kindFilter, mayAnswer, type QuestionsContext } from './questions.context.js';
import { waitingQuestion } from './questions.queue.js';
import { present, type Row } from './questions.presenters.js';

/** Reading: a product's questions, the member's own, one by its inquiry number, and marking an answer read. */
export function createQuestionReading(ctx: QuestionsContext) {
  const { db, now, select, page, countWhere, sellerBrands } = ctx;
  return {
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
      const rows = await page(where, q);
      const totalCount = await countWhere(where);
      const waitingCnt = await countWhere(and(where, waitingQuestion()));
      const staff = isStaff(viewer);
      const brandsOf = await sellerBrands(viewer);
      return {
        questions: rows.map((r) => present(r, viewer, mayAnswer(r, staff, brandsOf), lang, ctx.deps.links.view)),
        totalCount,
        waitingCnt,
      };
    },

    /** GET users/{id}/questions/list: the member's product questions and inquiries, newest first. */
    async myList(
      userSysId: number,
      q: z.output<typeof myQuestionListQuery>,
      viewer: AuthUser,
      lang: Lang,
    ): Promise<MyQuestionListResponse> {
      const where = and(eq(questions.userSysId, userSysId), kindFilter(q.kind));
      const rows = await page(where, q);
      const totalCount = await countWhere(where);
      const unreadCnt = await countWhere(
        and(eq(questions.userSysId, userSysId), eq(questions.state, 'answered'), isNull(questions.readAt)),
      );
      const asOwner = { ...viewer, authSysId: userSysId };
      return {
        questions: rows.map((r) => present(r, asOwner, true, lang, ctx.deps.links.view)),
        totalCount,
        unreadCnt,
      };
    },

    /** PATCH users/{id}/questions/{qid}/read: the asker saw the answer. */
    async markRead(userSysId: number, qid: number): Promise<PatchUsersQuestionsReadResponse> {
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

    /** GET operations/questions/{corsNum}: the asker, staff or the product's brand seller; the asker's open marks it read. */
    async byCorsNum(corsNum: string, viewer: AuthUser, lang: Lang): Promise<GetOperationsQuestionsResponse> {
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
      return { question: present(r, viewer, true, lang, ctx.deps.links.view) };
    },
  };
}
