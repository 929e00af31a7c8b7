import { useState } from 'react';
import { ADMIN_SANCTION_KINDS, adminSanctionRequest } from '@lc/contracts';
import { useMemberActions } from '../../api/members';
import { useAdminT } from '../../i18n';
import { Field, validate } from '../../ui/form';
import { InlineForm } from '../../ui/inline-edit';
import { prefixed, type SharedErrors } from './member-errors';

const FRESH = { kind: 'chatBan', reason: '', days: '7' };

/** A new sanction: its kind, days (none: until lifted; a permanent exit has none) and reason. */
export function SanctionForm({
  userSysId,
  fail,
  errors,
  setErrors,
}: SharedErrors & { userSysId: number; fail: (e: unknown) => void }) {
  const t = useAdminT();
  const actions = useMemberActions(userSysId);
  const [sanction, setSanction] = useState(FRESH);
  const addSanction = () => {
    const v = validate(adminSanctionRequest, {
      kind: sanction.kind,
      reason: sanction.reason,
      days: sanction.kind === 'permanentExit' || !sanction.days ? null : Number(sanction.days),
    });
    if (!v.ok) return setErrors(prefixed(v.errors, 's'));
    setErrors({});
    actions.sanction.mutate(v.data, { onSuccess: () => setSanction(FRESH), onError: fail });
  };
  return (
    <InlineForm onSubmit={addSanction} pending={actions.sanction.isPending} submitLabel={t('admin.sanctions.add')}>
      <Field label={t('admin.sanctions.kind')} name="s.kind" errors={errors}>
        <select value={sanction.kind} onChange={(e) => setSanction({ ...sanction, kind: e.target.value })}>
          {ADMIN_SANCTION_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`admin.sanctions.kinds.${k}`)}
            </option>
          ))}
        </select>
      </Field>
      <Field label={t('admin.sanctions.days')} name="s.days" errors={errors}>
        <input
          inputMode="numeric"
          disabled={sanction.kind === 'permanentExit'}
          value={sanction.kind === 'permanentExit' ? '' : sanction.days}
          placeholder={t('admin.sanctions.untilLifted')}
          onChange={(e) => setSanction({ ...sanction, days: e.target.value })}
        />
      </Field>
      <Field label={t('admin.sanctions.reason')} name="s.reason" errors={errors}>
        <input value={sanction.reason} onChange={(e) => setSanction({ ...sanction, reason: e.target.value })} />
      </Field>
    </InlineForm>
  );
}
