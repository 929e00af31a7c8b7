/**
 * Query-key factories of the two shop domains that `query-keys.ts` does not list yet (the cart and
 * the sellovers' screens), for their mutation hooks. The keys are those the queries already use.
 */
type Id = number | string | null | undefined;

export const cartKeys = {
  baskets: (userSysId: Id) => ['baskets', userSysId] as const,
};

export const sellerKeys = {
  all: ['sellers'] as const,
  sally: (userSysId: Id) => ['sellers', 'sally', userSysId] as const,
  contracts: ['sellers', 'contracts'] as const,
};
