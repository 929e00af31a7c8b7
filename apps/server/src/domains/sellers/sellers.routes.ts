import {
  STAFF_ROLES,
  bookSallyRequest,
  chkDupSallyNameQuery,
  chkSallyParams,
  confirmContentRequest,
  contractIdParams,
  contractMoveRequest,
  createSallyRequest,
  preregistrationRequest,
  RC,
  sallyIdParams,
  sharePlanParams,
  updateSallyRequest,
  vendorContractsQuery,
  getSallyChkdupsallynameResponse,
  getSallyChksallyResponse,
  getSallyPreregistrationListResponse,
  getSallyPreregistrationVendorListResponse,
  getSallyShareplanResponse,
  patchSallyPreregistrationContractResponse,
  postSallyBroadcastsallyResponse,
  postSallyResponse,
  putSallyBroadcastsallyResponse,
  putSallyPreregistrationResponse,
  putSallyResponse,
} from '@lc/contracts';
import { z } from 'zod';
import { idParam } from '@lc/contracts';
import { requestLang } from '../../http/lang.js';
import { AppError } from '../../http/errors.js';
import type { Router } from '../../http/route.js';
import type { AuthUser } from '../auth/auth.tokens.js';
import type { SellersService, SellerCaller } from './sellers.service.js';

export const sellerCaller = (user: AuthUser | undefined): SellerCaller => {
  if (!user || user.role === 'guest') throw new AppError(RC.LOGIN_REQUIRED);
  return { userSysId: user.authSysId, staff: STAFF_ROLES.includes(user.role) };
};

/** live §7 "Seller calls" (sally/*) and the vendor's side of contracts and bookings. */
export function sellersRoutes(r: Router, svc: SellersService): void {
  r.route({
    method: 'GET',
    path: 'sally/chksally/:authSysId',
    response: getSallyChksallyResponse,
    auth: 'user',
    params: chkSallyParams,
    handler: ({ user, params }) => {
      const c = sellerCaller(user);
      if (params.authSysId !== c.userSysId && !c.staff) throw new AppError(RC.OTHER_USER);
      return svc.chkSally(params.authSysId);
    },
  });
  r.route({
    method: 'GET',
    path: 'sally/chkdupsallyname',
    response: getSallyChkdupsallynameResponse,
    auth: 'user',
    rateLimit: { limit: 60, windowSeconds: 60 },
    query: chkDupSallyNameQuery,
    handler: ({ query }) => svc.chkDupName(query.sallyName),
  });
  r.route({
    method: 'POST',
    path: 'sally',
    response: postSallyResponse,
    auth: 'user',
    body: createSallyRequest,
    handler: ({ user, body }) => svc.create(sellerCaller(user).userSysId, body),
  });
  r.route({
    method: 'PUT',
    path: 'sally/:sallySysId',
    response: putSallyResponse,
    auth: 'user',
    params: sallyIdParams,
    body: updateSallyRequest,
    handler: ({ user, params, body }) => svc.rename(params.sallySysId, sellerCaller(user), body),
  });
  r.route({
    method: 'GET',
    path: 'sally/preregistration/list',
    response: getSallyPreregistrationListResponse,
    auth: 'user',
    handler: ({ req, user }) => svc.preregistrations(sellerCaller(user).userSysId, requestLang(req)),
  });
  r.route({
    method: 'PUT',
    path: 'sally/preregistration',
    response: putSallyPreregistrationResponse,
    auth: 'user',
    body: preregistrationRequest,
    handler: ({ user, body }) => svc.requestContract(sellerCaller(user).userSysId, body.brandSysId),
  });
  r.route({
    method: 'PATCH',
    path: 'sally/preregistration/contract/:id',
    response: patchSallyPreregistrationContractResponse,
    auth: 'user',
    params: contractIdParams,
    body: contractMoveRequest,
    handler: ({ user, params, body }) => svc.moveContract(params.id, body.status, sellerCaller(user)),
  });
  r.route({
    method: 'GET',
    path: 'sally/preregistration/vendor/list',
    response: getSallyPreregistrationVendorListResponse,
    auth: 'staff',
    query: vendorContractsQuery,
    handler: ({ query }) => svc.vendorContracts(query.brandSysId, query.status),
  });
  r.route({
    method: 'POST',
    path: 'sally/broadcastsally',
    response: postSallyBroadcastsallyResponse,
    auth: 'staff',
    body: bookSallyRequest,
    handler: ({ body }) => svc.book(body.broadcastScheduleSysId, body.sallySysId),
  });
  r.route({
    method: 'PUT',
    path: 'sally/broadcastsally/:id',
    response: putSallyBroadcastsallyResponse,
    auth: 'user',
    params: z.object({ id: idParam }),
    body: confirmContentRequest,
    handler: ({ req, user, params, body }) =>
      svc.confirm(params.id, sellerCaller(user).userSysId, body.agreeContent, requestLang(req)),
  });
  r.route({
    method: 'GET',
    path: 'sally/shareplan/:userSysId/:date',
    response: getSallyShareplanResponse,
    auth: 'public',
    params: sharePlanParams,
    handler: ({ req, params }) => svc.sharePlan(params.userSysId, params.date, requestLang(req)),
  });
}
