import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import {
  QUESTION_POLICY,
  RC,
  STAFF_ROLES,
  type Lang,
  type QuestionKind,
  type ProductQuestionEvent,
} from '@lc/contracts';
import type { Db } from '../../db/client.js';
import { withTx } from '../../db/client.js';
import type { FileLinks } from '../../storage/index.js';
import { brands, memberUploads, products, questions, users } from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import { brandsOfSeller } from '../../shared/brand-sellers.js';
import type { AuthUser } from '../auth/auth.tokens.js';
import { corsNumOf } from './questions.policy.js';
import { present, type Row } from './questions.presenters.js';

/** What the realtime hub offers this domain (the split hub and the current one both have it). */
export interface QuestionAnsweredPush {
  questionAnswered(q: { room: number; userSysId: number; nickName: string; content: string; answer: string }): unknown;
}

/** What the questions service is built from. */
export interface QuestionsDeps {
  db: Db;
  now: () => Date;
  hub: () => QuestionAnsweredPush | undefined;
  /** a question asked from a show's player reaches that show's live console at once (issue 13) */
  onProductQuestion?: (e: ProductQuestionEvent) => void;
  log: (msg: string, err: unknown) => void;
  /** inquiry photos are private: shown through signed links, kept as keys (issue 26) */
  links: Pick<FileLinks, 'view' | 'stored'>;
}

export const isStaff = (u: AuthUser | undefined) => !!u && STAFF_ROLES.includes(u.role);
export const INQUIRY_KINDS: QuestionKind[] = ['order', 'consulting', 'personal'];

/** The list filter of a `kind` query: product questions, the three inquiry kinds, or all. */
export const kindFilter = (kind: string | undefined): SQL | undefined =>
  kind === 'product'
    ? eq(questions.kind, 'product')
    : kind === 'inquiry'
      ? inArray(questions.kind, INQUIRY_KINDS)
      : undefined;

export const questionColumns = {
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

/** May this viewer read (and answer) it: the asker, staff, or the brand seller of its product. */
export const mayAnswer = (r: Pick<Row, 'brandSysId' | 'kind'>, staff: boolean, brandsOf: number[]) =>
  staff || (r.brandSysId !== null && (r.kind === 'product' || r.kind === 'order') && brandsOf.includes(r.brandSysId));

/**
 * What the question parts share: the question query with its asker, product and brand, paging and
 * counting, the seller's brands, the image check, the insert with its inquiry number, and the answer
 * a write returns.
 */
export function createQuestionsContext(deps: QuestionsDeps) {
  const { db, now } = deps;

  const select = () =>
    db
      .select(questionColumns)
      .from(questions)
      .leftJoin(users, eq(users.userSysId, questions.userSysId))
      .leftJoin(products, eq(products.prdtSysId, questions.prdtSysId))
      .leftJoin(brands, eq(brands.brandSysId, products.brandSysId));

  /** One page of questions in the given order (newest first unless told). */
  async function page(
    where: SQL | undefined,
    paging: { startIndex: number; rowCount: number },
    order: SQL[] = [desc(questions.createdAt), desc(questions.questionSysId)],
  ): Promise<Row[]> {
    return (await select()
      .where(where)
      .orderBy(...order)
      .limit(paging.rowCount)
      .offset(paging.startIndex)) as Row[];
  }

  async function countWhere(where: SQL | undefined): Promise<number> {
    const [total] = await db.select({ n: count() }).from(questions).where(where);
    return total?.n ?? 0;
  }

  const sellerBrands = (user: AuthUser | undefined) => brandsOfSeller(db, user);

  async function byId(id: number): Promise<Row | undefined> {
    const [r] = await select().where(eq(questions.questionSysId, id));
    return r as Row | undefined;
  }

  async function checkImages(userSysId: number, urls: string[]): Promise<string[]> {
    const list = [...new Set(urls.map(deps.links.stored))];
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
    question: present((await byId(id))!, user, isStaff(user), lang, deps.links.view),
  });

  return { db, now, deps, select, page, countWhere, sellerBrands, byId, checkImages, insert, written };
}

export type QuestionsContext = ReturnType<typeof createQuestionsContext>;
