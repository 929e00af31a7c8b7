import { z } from 'zod';
import {
  addInfoRequest,
  addressRequest,
  blockRequest,
  changePasswordRequest,
  checkPasswordRequest,
  chkDupIdQuery,
  chkDupNickQuery,
  chkGroupQuery,
  chkNameQuery,
  deleteAddressQuery,
  dropRequest,
  idParam,
  logListQuery,
  myInfoRequest,
  reportRequest,
  userSettingsRequest,
  deleteUsersAddressResponse,
  deleteUsersBlocksResponse,
  getUsersBlocksListResponse,
  getUsersChkdupidResponse,
  getUsersChkdupnickResponse,
  getUsersChkgroupResponse,
  getUsersChknameResponse,
  getUsersListaddressResponse,
  getUsersMypageResponse,
  getUsersReportsListResponse,
  getUsersResponse,
  getUsersSanctionsListResponse,
  patchUsersAddinfoResponse,
  patchUsersDropResponse,
  patchUsersMyinfoResponse,
  patchUsersPasswordResponse,
  patchUsersSettingsResponse,
  postUsersAddressResponse,
  postUsersBlocksResponse,
  postUsersChkpwResponse,
  postUsersReportsResponse,
} from '@lc/contracts';
import { requestLang } from '../../http/lang.js';
import type { Router } from '../../http/route.js';
import type { UsersService } from './users.service.js';
import { validateFields } from './users.policy.js';

const userParams = z.object({ id: idParam });
const blockParams = z.object({ id: idParam, targetId: idParam });
const anyBody = z.unknown();
/** Duplicate checks are limited per address so they cannot be used to list members. */
const DUP_CHECK_LIMIT = { limit: 30, windowSeconds: 600 } as const;

export function usersRoutes(r: Router, users: UsersService): void {
  r.route({
    method: 'GET',
    path: 'users/chkdupid',
    response: getUsersChkdupidResponse,
    auth: 'public',
    rateLimit: DUP_CHECK_LIMIT,
    query: chkDupIdQuery,
    handler: ({ query }) => users.chkDupId(query.userId),
  });
  r.route({
    method: 'GET',
    path: 'users/chkdupnick',
    response: getUsersChkdupnickResponse,
    auth: 'public',
    rateLimit: DUP_CHECK_LIMIT,
    query: chkDupNickQuery,
    handler: ({ query }) => users.chkDupNick(query.nickName),
  });
  r.route({
    method: 'GET',
    path: 'users/chkname',
    response: getUsersChknameResponse,
    auth: 'public',
    rateLimit: { limit: 60, windowSeconds: 600 },
    query: chkNameQuery,
    handler: ({ query }) => users.chkName(query.name),
  });

  r.route({
    method: 'GET',
    path: 'users/:id',
    response: getUsersResponse,
    auth: 'owner',
    params: userParams,
    handler: ({ params, user }) => users.profile(params.id, user?.authSysId ?? 0),
  });
  r.route({
    method: 'GET',
    path: 'users/:id/mypage',
    response: getUsersMypageResponse,
    auth: 'owner',
    params: userParams,
    handler: ({ req, params }) => users.myPage(params.id, requestLang(req)),
  });
  r.route({
    method: 'PATCH',
    path: 'users/:id/myinfo',
    response: patchUsersMyinfoResponse,
    auth: 'owner',
    params: userParams,
    body: anyBody,
    handler: ({ params, user, body }) => users.myInfo(params.id, user, validateFields(myInfoRequest, body)),
  });
  r.route({
    method: 'PATCH',
    path: 'users/:id/addinfo',
    response: patchUsersAddinfoResponse,
    auth: 'owner',
    params: userParams,
    body: anyBody,
    handler: ({ params, body }) => users.addInfo(params.id, validateFields(addInfoRequest, body)),
  });
  r.route({
    method: 'PATCH',
    path: 'users/:id/settings',
    response: patchUsersSettingsResponse,
    auth: 'owner',
    params: userParams,
    body: userSettingsRequest,
    handler: ({ params, body }) => users.settings(params.id, body),
  });
  r.route({
    method: 'GET',
    path: 'users/:id/chkgroup',
    response: getUsersChkgroupResponse,
    auth: 'owner',
    params: userParams,
    query: chkGroupQuery,
    handler: ({ params, query }) => users.chkGroup(params.id, query.groupId),
  });
  r.route({
    method: 'POST',
    path: 'users/:id/chkpw',
    response: postUsersChkpwResponse,
    auth: 'owner',
    params: userParams,
    body: checkPasswordRequest,
    handler: ({ params, user, body }) => users.checkPassword(params.id, user, body.password),
  });
  r.route({
    method: 'PATCH',
    path: 'users/:id/password',
    response: patchUsersPasswordResponse,
    auth: 'owner',
    params: userParams,
    body: changePasswordRequest,
    handler: ({ params, user, body }) => users.changePassword(params.id, user, body),
  });
  r.route({
    method: 'PATCH',
    path: 'users/:id/drop',
    response: patchUsersDropResponse,
    auth: 'owner',
    params: userParams,
    body: dropRequest,
    handler: ({ params, body }) => users.drop(params.id, body),
  });

  r.route({
    method: 'GET',
    path: 'users/:id/listaddress',
    response: getUsersListaddressResponse,
    auth: 'owner',
    params: userParams,
    handler: ({ params }) => users.listAddresses(params.id),
  });
  r.route({
    method: 'POST',
    path: 'users/:id/address',
    response: postUsersAddressResponse,
    auth: 'owner',
    params: userParams,
    body: anyBody,
    handler: ({ params, body }) => users.saveAddress(params.id, validateFields(addressRequest, body)),
  });
  r.route({
    method: 'DELETE',
    path: 'users/:id/address',
    response: deleteUsersAddressResponse,
    auth: 'owner',
    params: userParams,
    query: deleteAddressQuery,
    handler: ({ params, query }) => users.deleteAddress(params.id, query.addressSysId),
  });

  r.route({
    method: 'GET',
    path: 'users/:id/blocks/list',
    response: getUsersBlocksListResponse,
    auth: 'owner',
    params: userParams,
    handler: ({ params }) => users.listBlocks(params.id),
  });
  r.route({
    method: 'POST',
    path: 'users/:id/blocks',
    response: postUsersBlocksResponse,
    auth: 'owner',
    params: userParams,
    body: blockRequest,
    handler: ({ params, body }) => users.block(params.id, body.targetUserSysId),
  });
  r.route({
    method: 'DELETE',
    path: 'users/:id/blocks/:targetId',
    response: deleteUsersBlocksResponse,
    auth: 'owner',
    params: blockParams,
    handler: ({ params }) => users.unblock(params.id, params.targetId),
  });
  r.route({
    method: 'POST',
    path: 'users/:id/reports',
    response: postUsersReportsResponse,
    auth: 'owner',
    params: userParams,
    body: reportRequest,
    handler: ({ params, body }) => users.report(params.id, body),
  });
  r.route({
    method: 'GET',
    path: 'users/:id/reports/list',
    response: getUsersReportsListResponse,
    auth: 'owner',
    params: userParams,
    query: logListQuery,
    handler: ({ params, query }) => users.listReports(params.id, query.startIndex, query.rowCount),
  });
  r.route({
    method: 'GET',
    path: 'users/:id/sanctions/list',
    response: getUsersSanctionsListResponse,
    auth: 'owner',
    params: userParams,
    query: logListQuery,
    handler: ({ params, query }) => users.listSanctions(params.id, query.startIndex, query.rowCount),
  });
}
