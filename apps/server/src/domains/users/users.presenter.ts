import type { Role, UserProfile } from '@lc/contracts';
import type { UserRow } from '../../db/schema/index.js';

/** 010-1234-5678 → 010-****-5678 */
export function maskMobile(m: string | null): string | null {
  if (!m) return null;
  const d = m.replace(/\D/g, '');
  if (d.length < 8) return '*'.repeat(d.length);
  return `${d.slice(0, 3)}-****-${d.slice(-4)}`;
}

export function presentUser(row: UserRow, viewerIsOwner: boolean): UserProfile {
  return {
    userSysId: row.userSysId,
    userId: row.userId,
    nickName: row.nickName,
    name: row.name,
    mobile: viewerIsOwner ? row.mobile : maskMobile(row.mobile),
    role: row.role as Role,
    groupIds: row.groupIds,
    createdAt: row.createdAt.toISOString(),
  };
}
