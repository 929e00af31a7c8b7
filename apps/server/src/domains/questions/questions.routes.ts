import { z } from 'zod';
import {
  answerQueueQuery,
  answerRequest,
  consultingRequest,
  idParam,
  inquiryRequest,
  myQuestionListQuery,
  orderInquiryRequest,
  productQuestionListQuery,
  productQuestionRequest,
  getOperationsConsultingHoursResponse,
  getOperationsQuestionsListResponse,
  getOperationsQuestionsResponse,
  getProductsQuestionsResponse,
  getUsersQuestionsListResponse,
  patchUsersQuestionsReadResponse,
  postOperationsConsultingResponse,
  postOperationsQuestionsAnswerResponse,
  postOperationsQuestionsResponse,
  postProductsQuestionsResponse,
  postUsersOrdersProductsQuestionsResponse,
} from '@lc/contracts';
import { requestLang } from '../../http/lang.js';
import type { Router } from '../../http/route.js';
import { centreStatus } from './questions.policy.js';
import type { QuestionsService } from './questions.service.js';

const productParams = z.object({ id: idParam });
const userParams = z.object({ id: idParam });
const userQuestionParams = z.object({ id: idParam, qid: idParam });
const orderLineParams = z.object({ id: idParam, orderId: idParam, orderPrdtId: idParam });
const corsParams = z.object({ corsNum: z.string().regex(/^\d{6,20}$/) });
const qidParams = z.object({ qid: idParam });

/** Product Q&A, 1:1 inquiries, the customer centre, answering (issue 12; answers reach the asker through the push domain's alert list). */
export function questionsRoutes(r: Router, s: QuestionsService, now: () => Date) {
  r.route({
    method: 'GET',
    path: 'products/:id/questions',
    response: getProductsQuestionsResponse,
    auth: 'optional',
    params: productParams,
    query: productQuestionListQuery,
    handler: ({ req, params, query, user }) => s.productList(params.id, query, user, requestLang(req)),
  });
  r.route({
    method: 'POST',
    path: 'products/:id/questions',
    response: postProductsQuestionsResponse,
    auth: 'user',
    rateLimit: { limit: 20, windowSeconds: 60 },
    params: productParams,
    body: productQuestionRequest,
    handler: ({ req, params, body, user }) => s.askProduct(params.id, body, user, requestLang(req)),
  });
  r.route({
    method: 'GET',
    path: 'users/:id/questions/list',
    response: getUsersQuestionsListResponse,
    auth: 'owner',
    params: userParams,
    query: myQuestionListQuery,
    handler: ({ req, params, query, user }) => s.myList(params.id, query, user, requestLang(req)),
  });
  r.route({
    method: 'PATCH',
    path: 'users/:id/questions/:qid/read',
    response: patchUsersQuestionsReadResponse,
    auth: 'owner',
    params: userQuestionParams,
    handler: ({ params }) => s.markRead(params.id, params.qid),
  });
  r.route({
    method: 'POST',
    path: 'users/:id/orders/:orderId/products/:orderPrdtId/questions',
    response: postUsersOrdersProductsQuestionsResponse,
    auth: 'owner',
    rateLimit: { limit: 20, windowSeconds: 60 },
    params: orderLineParams,
    body: orderInquiryRequest,
    handler: ({ req, params, body, user }) =>
      s.askOrder(params.id, params.orderId, params.orderPrdtId, body, user, requestLang(req)),
  });
  r.route({
    method: 'POST',
    path: 'operations/questions',
    response: postOperationsQuestionsResponse,
    auth: 'user',
    rateLimit: { limit: 20, windowSeconds: 60 },
    body: inquiryRequest,
    handler: ({ req, body, user }) => s.askConsulting(body, user, requestLang(req)),
  });
  r.route({
    method: 'POST',
    path: 'operations/consulting',
    response: postOperationsConsultingResponse,
    auth: 'optional',
    rateLimit: { limit: 10, windowSeconds: 60 },
    body: consultingRequest,
    handler: ({ req, body, user }) => s.askPersonal(body, user, requestLang(req)),
  });
  r.route({
    method: 'GET',
    path: 'operations/consulting/hours',
    response: getOperationsConsultingHoursResponse,
    auth: 'public',
    handler: async ({ req }) => centreStatus(now(), requestLang(req)),
  });
  // answering: staff or a brand seller (checked in the service, 4608)
  r.route({
    method: 'GET',
    path: 'operations/questions/list',
    response: getOperationsQuestionsListResponse,
    auth: 'user',
    query: answerQueueQuery,
    handler: ({ req, query, user }) => s.queue(user, query, requestLang(req)),
  });
  r.route({
    method: 'POST',
    path: 'operations/questions/:qid/answer',
    response: postOperationsQuestionsAnswerResponse,
    auth: 'user',
    params: qidParams,
    body: answerRequest,
    handler: ({ req, params, body, user }) => s.answer(params.qid, body.answer, user, requestLang(req)),
  });
  r.route({
    method: 'GET',
    path: 'operations/questions/:corsNum',
    response: getOperationsQuestionsResponse,
    auth: 'user',
    params: corsParams,
    handler: ({ req, params, user }) => s.byCorsNum(params.corsNum, user, requestLang(req)),
  });
}
