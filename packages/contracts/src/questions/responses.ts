import { z } from 'zod';

/*
 * The answers of the questions routes: the data merged into `jsonData` after `resultCode: '0001'`.
 * Every HTTP test checks each answer against its route's schema (strictly: no unknown keys), and the
 * OpenAPI document is generated from them.
 */

/** `answer` in several answers below */
const answerShape = z.object({
  content: z.string(),
  by: z.enum(['staff', 'seller']),
  answeredAt: z.string(),
});

/** `product` in several answers below */
const productShape = z.object({
  prdtSysId: z.number(),
  name: z.string(),
  brandName: z.string(),
  squareImageUrl: z.string(),
});

/** `question` in several answers below */
const questionShape = z.object({
  questionSysId: z.number(),
  corsNum: z.string(),
  kind: z.enum(['product', 'order', 'consulting', 'personal']),
  product: productShape.nullable(),
  orderSysId: z.number().nullable(),
  orderPrdtSysId: z.number().nullable(),
  broadcastScheduleSysId: z.number().nullable(),
  questionTypeCode: z.number(),
  categoryCode: z.number().nullable(),
  title: z.string().nullable(),
  content: z.string(),
  isSecret: z.boolean(),
  hidden: z.boolean(),
  isMine: z.boolean(),
  nickName: z.string(),
  state: z.enum(['waiting', 'answered']),
  answer: answerShape.nullable(),
  isRead: z.boolean(),
  images: z.array(z.string()),
  createdAt: z.string(),
});

/** GET products/:id/questions */
export const getProductsQuestionsResponse = z.object({
  questions: z.array(questionShape),
  totalCount: z.number(),
  waitingCnt: z.number(),
});
export type GetProductsQuestionsResponse = z.infer<typeof getProductsQuestionsResponse>;

/** POST products/:id/questions */
export const postProductsQuestionsResponse = z.object({
  question: questionShape,
});
export type PostProductsQuestionsResponse = z.infer<typeof postProductsQuestionsResponse>;

/** GET users/:id/questions/list */
export const getUsersQuestionsListResponse = z.object({
  questions: z.array(questionShape),
  totalCount: z.number(),
  unreadCnt: z.number(),
});
export type GetUsersQuestionsListResponse = z.infer<typeof getUsersQuestionsListResponse>;

/** PATCH users/:id/questions/:qid/read */
export const patchUsersQuestionsReadResponse = z.object({
  questionSysId: z.number(),
  isRead: z.boolean(),
});
export type PatchUsersQuestionsReadResponse = z.infer<typeof patchUsersQuestionsReadResponse>;

/** POST users/:id/orders/:orderId/products/:orderPrdtId/questions */
export const postUsersOrdersProductsQuestionsResponse = postProductsQuestionsResponse;
export type PostUsersOrdersProductsQuestionsResponse = z.infer<typeof postUsersOrdersProductsQuestionsResponse>;

/** POST operations/questions */
export const postOperationsQuestionsResponse = postProductsQuestionsResponse;
export type PostOperationsQuestionsResponse = z.infer<typeof postOperationsQuestionsResponse>;

/** POST operations/consulting */
export const postOperationsConsultingResponse = postProductsQuestionsResponse;
export type PostOperationsConsultingResponse = z.infer<typeof postOperationsConsultingResponse>;

/** GET operations/consulting/hours */
export const getOperationsConsultingHoursResponse = z.object({
  openNow: z.boolean(),
  state: z.enum(['open', 'lunch', 'beforeHours', 'afterHours', 'weekend', 'holiday']),
  holidayName: z.string().nullable(),
  nextOpenAt: z.string().nullable(),
  hours: z.object({
    open: z.string(),
    close: z.string(),
    lunchStart: z.string(),
    lunchEnd: z.string(),
    timeZone: z.string(),
  }),
  now: z.string(),
});
export type GetOperationsConsultingHoursResponse = z.infer<typeof getOperationsConsultingHoursResponse>;

/** GET operations/questions/list */
export const getOperationsQuestionsListResponse = z.object({
  questions: z.array(
    z.object({
      questionSysId: z.number(),
      corsNum: z.string(),
      kind: z.enum(['product', 'order', 'consulting', 'personal']),
      product: productShape.nullable(),
      orderSysId: z.number().nullable(),
      orderPrdtSysId: z.number().nullable(),
      broadcastScheduleSysId: z.number().nullable(),
      questionTypeCode: z.number(),
      categoryCode: z.number().nullable(),
      title: z.string().nullable(),
      content: z.string(),
      isSecret: z.boolean(),
      hidden: z.boolean(),
      isMine: z.boolean(),
      nickName: z.string(),
      state: z.enum(['waiting', 'answered']),
      answer: answerShape.nullable(),
      isRead: z.boolean(),
      images: z.array(z.string()),
      createdAt: z.string(),
      askerNickName: z.string(),
      contactName: z.string().nullable(),
      contact: z.string().nullable(),
      brandSysId: z.number().nullable(),
    }),
  ),
  totalCount: z.number(),
  waitingCnt: z.number(),
  scope: z.object({
    staff: z.boolean(),
    brandSysIds: z.array(z.number()),
  }),
});
export type GetOperationsQuestionsListResponse = z.infer<typeof getOperationsQuestionsListResponse>;

/** POST operations/questions/:qid/answer */
export const postOperationsQuestionsAnswerResponse = z.object({
  firstAnswer: z.boolean(),
  question: questionShape,
});
export type PostOperationsQuestionsAnswerResponse = z.infer<typeof postOperationsQuestionsAnswerResponse>;

/** GET operations/questions/:corsNum */
export const getOperationsQuestionsResponse = postProductsQuestionsResponse;
export type GetOperationsQuestionsResponse = z.infer<typeof getOperationsQuestionsResponse>;
