import type { Lang, Question, QuestionKind } from '@lc/contracts';
import type { questionColumns } from './questions.context.js';
import type { AuthUser } from '../auth/auth.tokens.js';
import { maskNick } from '../reviews/reviews.policy.js';

/** A row of the question query (questions.context.ts `questionColumns`). */
export type Row = {
  [K in keyof typeof questionColumns]: (typeof questionColumns)[K]['_']['notNull'] extends true
    ? (typeof questionColumns)[K]['_']['data']
    : (typeof questionColumns)[K]['_']['data'] | null;
};

/**
 * A question as `viewer` sees it: a secret one is hidden unless it is theirs or they may answer it (`canSee`);
 * `view` makes its photos' addresses (private ones: short-lived signed links).
 */
export function present(
  r: Row,
  viewer: AuthUser | undefined,
  canSee: boolean,
  lang: Lang,
  view: (stored: string) => string,
): Question {
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
    images: hidden ? [] : r.images.map(view),
    createdAt: r.createdAt.toISOString(),
  };
}
