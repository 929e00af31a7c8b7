import { SELLER_IDENTITY_FIELDS, type SellerIdentityField } from '@lc/contracts';
import { useAdminT } from '../../i18n';
import { Field, type FieldErrors } from '../../ui/form';

/** The request field of each seller identity field (`brands.seller_*`). */
export const SELLER_FIELD_KEY = {
  companyName: 'sellerCompanyName',
  representative: 'sellerRepresentative',
  address: 'sellerAddress',
  phone: 'sellerPhone',
  email: 'sellerEmail',
  bizRegNo: 'sellerBizRegNo',
  mailOrderNo: 'sellerMailOrderNo',
} as const satisfies Record<SellerIdentityField, string>;

export type SellerForm = Record<SellerIdentityField, string>;
export const emptySellerForm = (): SellerForm =>
  Object.fromEntries(SELLER_IDENTITY_FIELDS.map((f) => [f, ''])) as SellerForm;

/** The form's identity values as the request's `seller*` fields (blank: null). */
export const sellerBody = (s: SellerForm) =>
  Object.fromEntries(SELLER_IDENTITY_FIELDS.map((f) => [SELLER_FIELD_KEY[f], s[f].trim() || null]));

/**
 * Issue 33 (전자상거래법 제20조 ②): whether a brand's products may be shown, and why not: the identity
 * fields still missing. Buyers see none of its products until the list is empty.
 */
export function SellerIdentityState({ missing }: { missing: readonly SellerIdentityField[] }) {
  const t = useAdminT();
  if (missing.length === 0) return <span className="adm-ok">{t('admin.brands.identityOk')}</span>;
  const fields = missing.map((f) => t(`admin.brands.field.${f}`)).join(', ');
  return (
    <span className="adm-warn" role="note" data-testid="brand-identity-missing">
      {t('admin.brands.identityMissing', { count: missing.length, fields })}
    </span>
  );
}

/** The seven identity inputs of the brand form. */
export function SellerIdentityFields({
  value,
  onChange,
  errors,
}: {
  value: SellerForm;
  onChange: (v: SellerForm) => void;
  errors: FieldErrors;
}) {
  const t = useAdminT();
  return (
    <fieldset className="adm-fieldset" data-testid="brand-identity">
      <legend>{t('admin.brands.identity')}</legend>
      {SELLER_IDENTITY_FIELDS.map((f) => (
        <Field key={f} label={t(`admin.brands.field.${f}`)} name={SELLER_FIELD_KEY[f]} errors={errors}>
          <input
            data-testid={`brand-${f}`}
            value={value[f]}
            onChange={(e) => onChange({ ...value, [f]: e.target.value })}
          />
        </Field>
      ))}
    </fieldset>
  );
}
