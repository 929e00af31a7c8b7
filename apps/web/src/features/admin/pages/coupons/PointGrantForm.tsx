import { useState } from 'react';
import { adminPointGrantRequest } from '@lc/contracts';
import { ApiError } from '../../../../shared/api/client';
import { useMemberActions } from '../../api/members';
import { useAdminT } from '../../i18n';
import { Field, validate, type FieldErrors } from '../../ui/form';
import { InlineForm } from '../../ui/inline-edit';

/** A point grant (or take-back, a negative amount) to one member with a reason. */
export function PointGrantForm() {
  const t = useAdminT();
  const [f, setF] = useState({ userSysId: '', amount: '', reason: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const actions = useMemberActions(Number(f.userSysId) || 0);
  const submit = () => {
    const v = validate(adminPointGrantRequest, {
      userSysId: Number(f.userSysId),
      amount: Number(f.amount),
      reason: f.reason,
    });
    if (!v.ok) return setErrors(v.errors);
    setErrors({});
    actions.grant.mutate(v.data, {
      onSuccess: () => {
        setMessage(t('admin.points.granted', { amount: v.data.amount, user: v.data.userSysId }));
        setF({ userSysId: '', amount: '', reason: '' });
      },
      onError: (e) => setMessage(e instanceof ApiError ? e.message : t('admin.error')),
    });
  };
  return (
    <InlineForm
      onSubmit={submit}
      pending={actions.grant.isPending}
      submitLabel={t('admin.points.give')}
      serverError={message}
    >
      <Field label={t('admin.points.member')} name="userSysId" errors={errors}>
        <input inputMode="numeric" value={f.userSysId} onChange={(e) => setF({ ...f, userSysId: e.target.value })} />
      </Field>
      <Field label={t('admin.points.amount')} name="amount" errors={errors}>
        <input inputMode="numeric" value={f.amount} onChange={(e) => setF({ ...f, amount: e.target.value })} />
      </Field>
      <Field label={t('admin.points.reason')} name="reason" errors={errors}>
        <input value={f.reason} onChange={(e) => setF({ ...f, reason: e.target.value })} />
      </Field>
    </InlineForm>
  );
}
