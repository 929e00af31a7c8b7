import { useState } from 'react';
import { adminCouponRequest, adminCouponUpdateRequest } from '@lc/contracts';
import { ApiError } from '../../../../shared/api/client';
import { useCouponActions } from '../../api/coupons';
import { useAdminT } from '../../i18n';
import { Field, FormActions, validate, type FieldErrors } from '../../ui/form';
import { KINDS, toBody, toForm, type Policy, type PolicyForm } from './coupon-policy';

/** The policy editor (a new one or an existing one): validated by the contract, saved, then closed. */
export function CouponPolicyForm({ editing, onDone }: { editing: Policy | 'new'; onDone: () => void }) {
  const t = useAdminT();
  const { save } = useCouponActions();
  const [f, setF] = useState<PolicyForm>(() => toForm(editing));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const submit = () => {
    const v = validate(editing === 'new' ? adminCouponRequest : adminCouponUpdateRequest, toBody(f));
    if (!v.ok) return setErrors(v.errors);
    setErrors({});
    save.mutate(
      { id: editing === 'new' ? null : editing.couponPolicySysId, body: v.data },
      {
        onSuccess: onDone,
        onError: (e) => setServerError(e instanceof ApiError ? e.message : t('admin.error')),
      },
    );
  };
  const input = (k: string, numeric = false) => (
    <Field label={t(`admin.coupons.f.${k}`)} name={k} errors={errors}>
      <input
        inputMode={numeric ? 'numeric' : undefined}
        value={f[k] as string}
        onChange={(e) => setF((s) => ({ ...s, [k]: e.target.value }))}
      />
    </Field>
  );
  const select = (k: string, options: readonly string[]) => (
    <Field label={t(`admin.coupons.f.${k}`)} name={k} errors={errors}>
      <select value={f[k] as string} onChange={(e) => setF((s) => ({ ...s, [k]: e.target.value }))}>
        {options.map((o) => (
          <option key={o} value={o}>
            {t(`admin.coupons.o.${o}`)}
          </option>
        ))}
      </select>
    </Field>
  );
  return (
    <form
      className="adm-form"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <div className="adm-form__grid">
        {select('kind', KINDS)}
        {input('name')}
        {input('nameEn')}
        {select('applyTypeCode', ['cart', 'product'])}
        {select('discountTypeCode', ['amount', 'percent'])}
        {input('discountAmount', true)}
        {input('maxDiscountAmount', true)}
        {input('minOrderAmount', true)}
        {input('validityDays', true)}
        {input('totalCap', true)}
        <label className="adm-check">
          <input
            type="checkbox"
            checked={!!f.isUse}
            onChange={(e) => setF((s) => ({ ...s, isUse: e.target.checked }))}
          />
          {t('admin.coupons.isUse')}
        </label>
      </div>
      <FormActions error={serverError} onCancel={onDone} saving={save.isPending} />
    </form>
  );
}
