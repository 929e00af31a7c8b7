import type { Address, Role, UserProfile } from '@lc/contracts';
import type { UserRow } from '../../db/schema/index.js';
import type { userAddresses } from '../../db/schema/index.js';

/** 010-1234-5678 → 010-****-5678 */
export function maskMobile(m: string | null): string | null {
  if (!m) return null;
  const d = m.replace(/\D/g, '');
  if (d.length < 8) return '*'.repeat(d.length);
  return `${d.slice(0, 3)}-****-${d.slice(-4)}`;
}

export function presentUser(row: UserRow, viewerIsOwner: boolean): UserProfile {
  const base: UserProfile = {
    userSysId: row.userSysId,
    userId: row.userId,
    nickName: row.nickName,
    name: row.name,
    mobile: viewerIsOwner ? row.mobile : maskMobile(row.mobile),
    role: row.role as Role,
    groupIds: row.groupIds,
    createdAt: row.createdAt.toISOString(),
  };
  if (!viewerIsOwner) return base;
  return {
    ...base,
    birthday: row.birthday,
    snsType: row.snsType,
    hasPassword: !!row.passwordHash,
    agreeSellection1: !!row.thirdPartyAgreedAt,
    agreeSellection2: !!row.eventAgreedAt,
    movieAutoPlay: row.movieAutoPlay as NonNullable<UserProfile['movieAutoPlay']>,
    movieQuality: row.movieQuality as NonNullable<UserProfile['movieQuality']>,
  };
}

export function presentAddress(a: typeof userAddresses.$inferSelect): Address {
  return {
    addressSysId: a.addressSysId,
    addressName: a.addressName,
    receiverName: a.receiverName,
    receiverPhone: a.receiverPhone,
    zonecode: a.zonecode,
    address: a.address,
    addressDetail: a.addressDetail,
    isDefault: a.isDefault,
    createdAt: a.createdAt.toISOString(),
  };
}
