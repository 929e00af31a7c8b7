import { useState } from 'react';
import { adminPointGrantRequest } from '@lc/contracts';
import { useMemberActions } from '../../api/members';
import { useAdminT } from '../../i18n';
import { Field, validate } from '../../ui/form';
import { InlineForm } from '../../ui/inline-edit';
import { prefixed, type SharedErrors } from './member-errors';

/** Grant (or take back) points to this member with a reason. */
export function MemberGrantForm({
  userSysId,
  fail,
  errors,
  setErrors,
}: SharedErrors & { userSysId: number; fail: (e: unknown) => void }) {
  const t = useAdminT();
  const actions = useMemberActions(userSysId);
  const [grant, setGrant] = useState({ amount: '', reason: '' });
  const addGrant = () => {
    const v = validate(adminPointGrantRequest, { userSysId, amount: Number(grant.amount), reason: grant.reason });
    if (!v.ok) return setErrors(prefixed(v.errors, 'g'));
    setErrors({});
    actions.grant.mutate(v.data, { onSuccess: () => setGrant({ amount: '', reason: '' }), onError: fail });
  };
  return (
    <InlineForm onSubmit={addGrant} pending={actions.grant.isPending} submitLabel={t('admin.points.give')}>
      <h2 className="adm-h2">{t('admin.points.grant')}</h2>
      <Field label={t('admin.points.amount')} name="g.amount" errors={errors}>
        <input
          inputMode="numeric"
          value={grant.amount}
          onChange={(e) => setGrant({ ...grant, amount: e.target.value })}
        />
      </Field>
      <Field label={t('admin.points.reason')} name="g.reason" errors={errors}>
        <input value={grant.reason} onChange={(e) => setGrant({ ...grant, reason: e.target.value })} />
      </Field>
    </InlineForm>
  );
}
