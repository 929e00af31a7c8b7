import { z } from 'zod';

/*
 * The answers of the users routes: the data merged into `jsonData` after `resultCode: '0001'`.
 * Every HTTP test checks each answer against its route's schema (strictly: no unknown keys), and the
 * OpenAPI document is generated from them.
 */

/** GET users/chkdupid */
export const getUsersChkdupidResponse = z.object({
  available: z.literal(true),
});
export type GetUsersChkdupidResponse = z.infer<typeof getUsersChkdupidResponse>;

/** GET users/chkdupnick */
export const getUsersChkdupnickResponse = getUsersChkdupidResponse;
export type GetUsersChkdupnickResponse = z.infer<typeof getUsersChkdupnickResponse>;

/** GET users/chkname */
export const getUsersChknameResponse = getUsersChkdupidResponse;
export type GetUsersChknameResponse = z.infer<typeof getUsersChknameResponse>;

/** `user` in several answers below */
const userShape = z.object({
  userSysId: z.number(),
  userId: z.string(),
  nickName: z.string(),
  name: z.string().nullable(),
  mobile: z.string().nullable(),
  role: z.enum(['admin', 'manager', 'brand', 'buyer', 'sellover', 'guest']),
  groupIds: z.string(),
  createdAt: z.string(),
  birthday: z.string().nullable().optional(),
  snsType: z.number().optional(),
  hasPassword: z.boolean().optional(),
  agreeSellection1: z.boolean().optional(),
  agreeSellection2: z.boolean().optional(),
  movieAutoPlay: z.enum(['never', 'always', 'wifiOnly']).optional(),
  movieQuality: z.enum(['auto', '720p', '360p']).optional(),
});

/** GET users/:id */
export const getUsersResponse = z.object({
  user: userShape,
});
export type GetUsersResponse = z.infer<typeof getUsersResponse>;

/** GET users/:id/mypage */
export const getUsersMypageResponse = z.object({
  user: userShape,
  points: z.number().nullable(),
  orderCounts: z
    .object({
      depositChecking: z.number(),
      paid: z.number(),
      preparing: z.number(),
      dispatched: z.number(),
      delivered: z.number(),
      claims: z.number(),
    })
    .nullable(),
  coupons: z.object({
    count: z.number(),
    items: z.array(
      z.object({
        userCouponSysId: z.number(),
        name: z.string(),
        discountTypeCode: z.enum(['amount', 'percent']),
        discountAmount: z.number(),
        minOrderAmount: z.number(),
        minProductAmount: z.number(),
        maxDiscountAmount: z.number().nullable(),
        maxProductQty: z.number().nullable(),
        expiresAt: z.string(),
      }),
    ),
  }),
  blockedCount: z.number(),
});
export type GetUsersMypageResponse = z.infer<typeof getUsersMypageResponse>;

/** PATCH users/:id/myinfo */
export const patchUsersMyinfoResponse = getUsersResponse;
export type PatchUsersMyinfoResponse = z.infer<typeof patchUsersMyinfoResponse>;

/** PATCH users/:id/addinfo */
export const patchUsersAddinfoResponse = getUsersResponse;
export type PatchUsersAddinfoResponse = z.infer<typeof patchUsersAddinfoResponse>;

/** PATCH users/:id/settings */
export const patchUsersSettingsResponse = getUsersResponse;
export type PatchUsersSettingsResponse = z.infer<typeof patchUsersSettingsResponse>;

/** GET users/:id/chkgroup */
export const getUsersChkgroupResponse = z.object({
  groupId: z.string(),
  flag: z.boolean(),
});
export type GetUsersChkgroupResponse = z.infer<typeof getUsersChkgroupResponse>;

/** POST users/:id/chkpw */
export const postUsersChkpwResponse = z.object({
  validUntil: z.string(),
});
export type PostUsersChkpwResponse = z.infer<typeof postUsersChkpwResponse>;

/** PATCH users/:id/password */
export const patchUsersPasswordResponse = z.object({
  endedSessions: z.number(),
});
export type PatchUsersPasswordResponse = z.infer<typeof patchUsersPasswordResponse>;

/** PATCH users/:id/drop */
export const patchUsersDropResponse = z.object({
  withdrawnAt: z.string(),
});
export type PatchUsersDropResponse = z.infer<typeof patchUsersDropResponse>;

/** `address` in several answers below */
const addresShape = z.object({
  addressSysId: z.number(),
  addressName: z.string(),
  receiverName: z.string(),
  receiverPhone: z.string(),
  zonecode: z.string(),
  address: z.string(),
  addressDetail: z.string(),
  isDefault: z.boolean(),
  createdAt: z.string(),
});

/** GET users/:id/listaddress */
export const getUsersListaddressResponse = z.object({
  addresses: z.array(addresShape),
});
export type GetUsersListaddressResponse = z.infer<typeof getUsersListaddressResponse>;

/** POST users/:id/address */
export const postUsersAddressResponse = z.object({
  address: addresShape,
});
export type PostUsersAddressResponse = z.infer<typeof postUsersAddressResponse>;

/** DELETE users/:id/address */
export const deleteUsersAddressResponse = z.object({});
export type DeleteUsersAddressResponse = z.infer<typeof deleteUsersAddressResponse>;

/** GET users/:id/blocks/list */
export const getUsersBlocksListResponse = z.object({
  blocks: z.array(
    z.object({
      blockedAt: z.string(),
      userSysId: z.number(),
      nickName: z.string(),
    }),
  ),
});
export type GetUsersBlocksListResponse = z.infer<typeof getUsersBlocksListResponse>;

/** POST users/:id/blocks */
export const postUsersBlocksResponse = z.object({});
export type PostUsersBlocksResponse = z.infer<typeof postUsersBlocksResponse>;

/** DELETE users/:id/blocks/:targetId */
export const deleteUsersBlocksResponse = z.object({});
export type DeleteUsersBlocksResponse = z.infer<typeof deleteUsersBlocksResponse>;

/** POST users/:id/reports */
export const postUsersReportsResponse = z.object({
  reportSysId: z.number(),
});
export type PostUsersReportsResponse = z.infer<typeof postUsersReportsResponse>;

/** GET users/:id/reports/list */
export const getUsersReportsListResponse = z.object({
  totalCount: z.number(),
  reports: z.array(
    z.object({
      reportSysId: z.number(),
      targetNickName: z.string(),
      reason: z.enum(['privacy', 'other', 'abuse', 'spam', 'obscene', 'fraud']),
      detail: z.string(),
      status: z.enum(['received', 'reviewing', 'actioned', 'rejected']),
      createdAt: z.string(),
    }),
  ),
});
export type GetUsersReportsListResponse = z.infer<typeof getUsersReportsListResponse>;

/** GET users/:id/sanctions/list */
export const getUsersSanctionsListResponse = z.object({
  totalCount: z.number(),
  sanctions: z.array(
    z.object({
      sanctionSysId: z.number(),
      kind: z.enum(['chatBan', 'forcedExit', 'suspension']),
      reason: z.string(),
      startsAt: z.string(),
      endsAt: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
});
export type GetUsersSanctionsListResponse = z.infer<typeof getUsersSanctionsListResponse>;
