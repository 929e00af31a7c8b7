/**
 * The sellover contract lifecycle (live §3, §4 "Seller registration"): a sellover asks a vendor
 * (brand company) for a contract, the vendor accepts or refuses it, and either side may end it.
 * 0 standby (request date) → 1 complete (sign-up date) → 2 withdrawn (withdrawal date).
 * Anything not in the table is refused by the server (8208) and changes nothing.
 *
 * - sellover: the sellover of the contract, through the sally calls
 * - vendor: the brand company (today through the back-office, i.e. staff acting for the vendor)
 */
export const CONTRACT_STATUS = { standby: 0, complete: 1, withdrawn: 2 } as const;
export type ContractStatusCode = (typeof CONTRACT_STATUS)[keyof typeof CONTRACT_STATUS];

export const CONTRACT_ACTORS = ['sellover', 'vendor'] as const;
export type ContractActor = (typeof CONTRACT_ACTORS)[number];

export interface ContractTransition {
  from: ContractStatusCode;
  to: ContractStatusCode;
  by: readonly ContractActor[];
  /** the date column the move sets */
  stamps: 'signedAt' | 'withdrawnAt';
  what: string;
}

const S = CONTRACT_STATUS;
export const CONTRACT_TRANSITIONS: readonly ContractTransition[] = [
  { from: S.standby, to: S.complete, by: ['vendor'], stamps: 'signedAt', what: 'vendor accepted the request' },
  {
    from: S.standby,
    to: S.withdrawn,
    by: ['vendor', 'sellover'],
    stamps: 'withdrawnAt',
    what: 'vendor refused the request, or the sellover took it back',
  },
  {
    from: S.complete,
    to: S.withdrawn,
    by: ['vendor', 'sellover'],
    stamps: 'withdrawnAt',
    what: 'contract ended: the right withdrawn by the vendor (e.g. a violation) or given up by the sellover',
  },
];

/** The table entry for a move by this actor, or null when the table does not allow it. */
export function findContractTransition(from: number, to: number, by: ContractActor): ContractTransition | null {
  return CONTRACT_TRANSITIONS.find((x) => x.from === from && x.to === to && x.by.includes(by)) ?? null;
}
