import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { questions } from '../../db/schema/index.js';

/**
 * A question waiting for its answer: the one meaning of "waiting" (the answer queue's tab and
 * count, the back-office dashboard's figure, a member's own list).
 */
export const waitingQuestion = (): SQL => eq(questions.state, 'waiting');

/**
 * The questions an answerer handles: staff (undefined) every one; a brand seller its brands'
 * product questions and order inquiries (none without a brand).
 */
export function answerScope(brandSysIds: number[] | undefined): SQL | undefined {
  if (brandSysIds === undefined) return undefined;
  if (brandSysIds.length === 0) return sql`false`;
  return and(inArray(questions.brandSysId, brandSysIds), inArray(questions.kind, ['product', 'order']));
}

/** How many questions wait for the answerer: the answer queue's waitingCnt without a filter. */
export async function waitingQuestionCount(db: Db, brandSysIds: number[] | undefined): Promise<number> {
  const [r] = await db
    .select({ n: count() })
    .from(questions)
    .where(and(answerScope(brandSysIds), waitingQuestion()));
  return r?.n ?? 0;
}
