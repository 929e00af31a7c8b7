/**
 * Query-key factories, one per domain: every react-query key of the web is built here, so a mutation
 * hook invalidates a whole domain (`keys.orders.all`) or one entity (`keys.users.one(id)`) by the same
 * names the queries used. A key starts with its domain's root; locale and viewer come last when the
 * answer depends on them.
 */
type Id = number | string | null | undefined;

const users = {
  all: ['users'] as const,
  one: (userSysId: Id) => ['users', userSysId] as const,
  addresses: (userSysId: Id) => ['users', userSysId, 'addresses'] as const,
  blocks: (userSysId: Id) => ['users', userSysId, 'blocks'] as const,
  picks: (userSysId: Id) => ['users', userSysId, 'prdtpick'] as const,
  views: (userSysId: Id) => ['users', userSysId, 'prdtviews'] as const,
  sub: (userSysId: Id, what: string, ...rest: unknown[]) => ['users', userSysId, what, ...rest] as const,
};

const catalog = {
  product: (id: number, ...rest: unknown[]) => ['product', id, ...rest] as const,
  products: { all: ['products'] as const, list: (...rest: unknown[]) => ['products', ...rest] as const },
  brand: (id: number, ...rest: unknown[]) => ['brand', id, ...rest] as const,
  categories: (...rest: unknown[]) => ['categories', ...rest] as const,
};

const orders = {
  all: ['orders'] as const,
  list: (...rest: unknown[]) => ['orders', 'list', ...rest] as const,
  tracking: (orderSysId: Id, orderPrdtSysId: Id) => ['orders', 'tracking', orderSysId, orderPrdtSysId] as const,
};

const claims = {
  all: ['claims'] as const,
  order: (orderSysId: Id) => ['claims', 'order', orderSysId] as const,
  line: (orderSysId?: Id, orderPrdtSysId?: Id) =>
    orderSysId === undefined
      ? (['claims', 'line'] as const)
      : (['claims', 'line', orderSysId, orderPrdtSysId] as const),
  deliveryPay: (orderSysId?: Id, orderPrdtSysId?: Id) =>
    orderSysId === undefined
      ? (['claims', 'deliverypay'] as const)
      : (['claims', 'deliverypay', orderSysId, orderPrdtSysId] as const),
  sub: (...rest: unknown[]) => ['claims', ...rest] as const,
};

const coupons = {
  join: (...rest: unknown[]) => ['join-coupon', ...rest] as const,
  box: (...rest: unknown[]) => ['coupon-box', ...rest] as const,
  downloadable: (...rest: unknown[]) => ['coupon-downloadable', ...rest] as const,
  products: (couponPolicySysId: Id) => ['coupon-products', couponPolicySysId] as const,
};

const checkout = {
  quote: (...rest: unknown[]) => ['buy-quote', ...rest] as const,
  complete: (orderSysId: Id) => ['buy-complete', orderSysId] as const,
  addresses: (userSysId: Id) => ['addresses', userSysId] as const,
  me: (userSysId: Id) => ['me', userSysId] as const,
};

const reviews = {
  all: ['reviews'] as const,
  ofProduct: (prdtSysId: Id, ...rest: unknown[]) => ['reviews', prdtSysId, ...rest] as const,
  writable: (userSysId: Id, ...rest: unknown[]) => ['reviews', 'writable', userSysId, ...rest] as const,
  mine: (userSysId: Id) => ['reviews', 'mine', userSysId] as const,
  reports: (state: unknown) => ['reviews', 'reports', state] as const,
};

const questions = {
  all: ['questions'] as const,
  mine: (...rest: unknown[]) => ['questions', 'mine', ...rest] as const,
  sub: (what: string, ...rest: unknown[]) => ['questions', what, ...rest] as const,
};

const broadcasts = {
  all: ['broadcasts'] as const,
  console: (room: Id, ...rest: unknown[]) => ['broadcasts', 'console', room, ...rest] as const,
  sub: (what: string, ...rest: unknown[]) => ['broadcasts', what, ...rest] as const,
};

const cart = {
  baskets: (userSysId: Id) => ['baskets', userSysId] as const,
};

const sellers = {
  all: ['sellers'] as const,
  sally: (userSysId: Id) => ['sellers', 'sally', userSysId] as const,
  contracts: ['sellers', 'contracts'] as const,
};

export const keys = {
  users,
  catalog,
  orders,
  claims,
  coupons,
  checkout,
  reviews,
  questions,
  broadcasts,
  cart,
  sellers,
};
