/**
 * The back-office roles and the ONE policy table that decides every admin action (issue 15).
 *
 * - admin: everything.
 * - manager: operations (orders, claims, content, live moderation, members and reports, answers);
 *   no role settings and no money settings (coupon/point policies, point grants, audit log).
 * - brand: a brand seller (vendor) account: only its own brands' products, broadcasts, orders, claims,
 *   questions and sales. "Its own brands" are the brands whose `sellerSysId` is the account's id.
 *
 * Each cell is `all` (every row), `ownBrand` (only rows of the caller's brands; the server checks the
 * row's brand and answers 9704 for another brand's row) or absent (refused: 9703). The router reads
 * the table for every `/api/v1/admin/…` route; a test walks the route table against it.
 */
export const ADMIN_ROLES = ['admin', 'manager', 'brand'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

export type AdminScope = 'all' | 'ownBrand';
type Row = Partial<Record<AdminRole, AdminScope>>;

const A: Row = { admin: 'all' };
const AM: Row = { admin: 'all', manager: 'all' };
const AMB: Row = { admin: 'all', manager: 'all', brand: 'ownBrand' };
const AB: Row = { admin: 'all', brand: 'ownBrand' };

export const ADMIN_POLICY = {
  // dashboard and sales figures (a brand seller sees its own brands' figures)
  'dashboard.read': AMB,
  // sales by day with totals (reading figures is not a money setting: managers read them too)
  'sales.read': AMB,
  // catalog
  'products.read': AMB,
  'products.write': AMB,
  'brands.read': AMB,
  'brands.write': AM,
  'categories.read': AMB,
  'categories.write': AM,
  'uploads.write': AMB,
  // content (exhibitions/plans, banners, notices, FAQ, contents, terms)
  'content.read': AM,
  'content.write': AM,
  // broadcasts and live moderation
  'broadcasts.read': AMB,
  'broadcasts.write': AMB,
  'broadcasts.streamKey': AMB,
  'broadcasts.block': AM,
  // orders and deliveries
  'orders.read': AMB,
  'orders.fulfil': AMB,
  'deposits.read': AM,
  // claims: a brand seller decides its own claims; refunds through the gateway are operations
  'claims.read': AMB,
  'claims.decide': AMB,
  'claims.refund': AM,
  // sellover contract requests: the vendor (its brand seller) or an admin accepts or refuses them
  'sellovers.read': AB,
  'sellovers.decide': AB,
  // members, sanctions and reports
  'members.read': AM,
  'members.sanction': AM,
  'members.role': A,
  'reports.read': AM,
  'reports.resolve': AM,
  // money settings
  'coupons.read': AM,
  'coupons.write': A,
  'points.read': AM,
  'points.grant': A,
  // the audit log
  'audit.read': A,
} as const satisfies Record<string, Row>;

export type AdminAction = keyof typeof ADMIN_POLICY;
export const ADMIN_ACTIONS = Object.keys(ADMIN_POLICY) as AdminAction[];

/** What the table lets this role do for this action: a scope, or null when refused. */
export function adminScope(action: AdminAction, role: string): AdminScope | null {
  const row: Row = ADMIN_POLICY[action];
  return (row as Record<string, AdminScope | undefined>)[role] ?? null;
}

export function isAdminRole(role: string): role is AdminRole {
  return (ADMIN_ROLES as readonly string[]).includes(role);
}
