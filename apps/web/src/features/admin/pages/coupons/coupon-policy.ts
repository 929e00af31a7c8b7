/** a coupon policy row of GET admin/coupons */
export type Policy = Record<string, unknown> & { couponPolicySysId: number };

/** the policy form's values (strings as typed, isUse a box) */
export type PolicyForm = Record<string, string | boolean>;

export const KINDS = ['join', 'download', 'live', 'event'] as const;

/** a new policy's form */
export const EMPTY: PolicyForm = {
  kind: 'download',
  name: '',
  nameEn: '',
  applyTypeCode: 'cart',
  discountTypeCode: 'amount',
  discountAmount: '',
  maxDiscountAmount: '',
  minOrderAmount: '0',
  validityDays: '30',
  totalCap: '',
  isUse: true,
};

/** The form of a policy ('new': the empty one): each field as a string, a missing one empty. */
export function toForm(p: Policy | 'new'): PolicyForm {
  if (p === 'new') return EMPTY;
  return Object.fromEntries(
    Object.entries(EMPTY).map(([k, d]) => [
      k,
      typeof d === 'boolean' ? p[k] !== false : p[k] === null || p[k] === undefined ? '' : String(p[k]),
    ]),
  );
}

/** The request body of the form (numbers parsed, optional ones null), validated by the caller. */
export function toBody(f: PolicyForm) {
  const num = (k: string) => (f[k] === '' ? undefined : Number(f[k]));
  return {
    kind: f.kind,
    name: f.name,
    nameEn: f.nameEn || null,
    applyTypeCode: f.applyTypeCode,
    discountTypeCode: f.discountTypeCode,
    discountAmount: num('discountAmount'),
    maxDiscountAmount: f.maxDiscountAmount === '' ? null : num('maxDiscountAmount'),
    minOrderAmount: num('minOrderAmount') ?? 0,
    minProductAmount: 0,
    validityDays: num('validityDays'),
    totalCap: f.totalCap === '' ? null : num('totalCap'),
    isUse: !!f.isUse,
  };
}
