import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  LIVE_FLAGS,
  QUESTION_POLICY,
  RC,
  broadcastStatus,
  type AnswerQueueResponse,
  type Lang,
  type PostOperationsQuestionsAnswerResponse,
  type answerQueueQuery,
} from '@lc/contracts';
import { withTx } from '../../db/client.js';
import { broadcastSchedules, questions } from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import type { AuthUser } from '../auth/auth.tokens.js';
import { isStaff, kindFilter, mayAnswer, type QuestionsContext } from './questions.context.js';
import { present, type Row } from './questions.presenters.js';
import { answerScope, waitingQuestion } from './questions.queue.js';

/** Answering: the answer queue of staff and brand sellers, and the answer (with its live popup). */
export function createQuestionAnswers(ctx: QuestionsContext) {
  const { db, now, deps, page, countWhere, sellerBrands, byId, written } = ctx;

  /**
   * When the question was asked from a live player whose show is still on, the asker gets the
   * questionAnswer popup in that room (a failed push is logged, never the answer's failure).
   */
  async function pushToShow(r: Row, answer: string, at: Date): Promise<void> {
    if (r.broadcastScheduleSysId === null || r.userSysId === null) return;
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
    if (!on || !hub) return;
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

  return {
    /** GET operations/questions/list: staff see all, a brand seller its brands' product questions and order inquiries. */
    async queue(viewer: AuthUser, q: z.output<typeof answerQueueQuery>, lang: Lang): Promise<AnswerQueueResponse> {
      const staff = isStaff(viewer);
      const brandsOf = await sellerBrands(viewer);
      if (!staff && brandsOf.length === 0) throw new AppError(RC.ANSWER_FORBIDDEN);
      if (!staff && q.brandSysId && !brandsOf.includes(q.brandSysId)) throw new AppError(RC.ANSWER_FORBIDDEN);
      const filters: (SQL | undefined)[] = [
        answerScope(staff ? undefined : brandsOf),
        q.brandSysId ? eq(questions.brandSysId, q.brandSysId) : undefined,
        q.state === 'all' ? undefined : q.state === 'waiting' ? waitingQuestion() : eq(questions.state, q.state),
        kindFilter(q.kind),
      ];
      const where = and(...filters);
      // waiting first (the oldest waiting on top), then the latest answers
      const rows = await page(where, q, [
        sql`case when ${questions.state} = 'waiting' then 0 else 1 end`,
        sql`case when ${questions.state} = 'waiting' then ${questions.createdAt} end asc`,
        desc(questions.answeredAt),
        asc(questions.questionSysId),
      ]);
      const totalCount = await countWhere(where);
      const waitingCnt = await countWhere(and(where, waitingQuestion()));
      return {
        questions: rows.map((r) => ({
          ...present(r, viewer, true, lang, ctx.deps.links.view),
          askerNickName: r.nickName ?? r.contactName ?? '',
          contactName: r.contactName,
          contact: r.contact,
          brandSysId: r.brandSysId,
        })),
        totalCount,
        waitingCnt,
        scope: { staff, brandSysIds: brandsOf },
      };
    },

    /**
     * POST operations/questions/{qid}/answer: staff, or the brand seller of the product (4608 otherwise).
     * Marks it answered (the push domain turns that into an alert in the asker's /AlertList, pushed
     * under the order/shopping setting) and, when it was asked from a live player whose show is
     * still on, pushes the questionAnswer popup to the asker in that room.
     */
    async answer(
      qid: number,
      text: string,
      viewer: AuthUser,
      lang: Lang,
    ): Promise<PostOperationsQuestionsAnswerResponse> {
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
      await pushToShow(r, answer, at);
      const out = await written(qid, viewer, lang);
      return { ...out, firstAnswer: first };
    },
  };
}
