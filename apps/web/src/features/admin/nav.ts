import { adminScope, isAdminRole, type AdminAction, type AdminRole } from '@lc/contracts';

/** The side navigation: each section is shown only to the roles the policy table lets read it. */
export interface NavItem {
  readonly path: string;
  readonly key: string;
  readonly action: AdminAction;
}

export const NAV: readonly NavItem[] = [
  { path: '/admin', key: 'dashboard', action: 'dashboard.read' },
  { path: '/admin/sales', key: 'sales', action: 'sales.read' },
  { path: '/admin/catalog', key: 'catalog', action: 'products.read' },
  { path: '/admin/content', key: 'content', action: 'content.read' },
  { path: '/admin/broadcasts', key: 'broadcasts', action: 'broadcasts.read' },
  { path: '/admin/orders', key: 'orders', action: 'orders.read' },
  { path: '/admin/claims', key: 'claims', action: 'claims.read' },
  { path: '/admin/members', key: 'members', action: 'members.read' },
  { path: '/admin/coupons', key: 'coupons', action: 'coupons.read' },
  { path: '/admin/game-prizes', key: 'gamePrizes', action: 'points.read' },
  { path: '/admin/engagement', key: 'engagement', action: 'claims.read' },
  { path: '/admin/sellovers', key: 'sellovers', action: 'sellovers.read' },
  { path: '/admin/audit', key: 'audit', action: 'audit.read' },
];

/** May this role do this action at all (its scope may still be limited to its own brands)? */
export function can(role: string | null, action: AdminAction): boolean {
  return !!role && adminScope(action, role) !== null;
}

export function adminRoleOf(role: string | null): AdminRole | null {
  return role && isAdminRole(role) ? role : null;
}

export function visibleNav(role: string | null): NavItem[] {
  return NAV.filter((n) => can(role, n.action));
}
