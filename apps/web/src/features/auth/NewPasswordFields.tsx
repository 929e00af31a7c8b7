import { PASSWORD_POLICY, passwordRule } from '@lc/contracts';
import { useT, type TFunction } from '../../shared/i18n';
import { TextField } from '../../shared/ui';

/** The password rule and the repeat check of a new password: an error per field, none when fine. */
export function newPasswordErrors(t: TFunction, pw: string, pw2: string): { password?: string; password2?: string } {
  const e: { password?: string; password2?: string } = {};
  if (!passwordRule.safeParse(pw).success)
    e.password = t('auth.join.errors.password', { min: PASSWORD_POLICY.min, max: PASSWORD_POLICY.max });
  if (pw !== pw2) e.password2 = t('auth.join.errors.password2');
  return e;
}

/** A new password and its repeat (sign-up, password reset), with the rule as the hint. */
export function NewPasswordFields(p: {
  label: string;
  value: string;
  value2: string;
  onChange: (e: { target: { value: string } }) => void;
  onChange2: (e: { target: { value: string } }) => void;
  error?: string | undefined;
  error2?: string | undefined;
}) {
  const t = useT();
  return (
    <>
      <TextField
        label={p.label}
        name="password"
        type="password"
        autoComplete="new-password"
        value={p.value}
        onChange={p.onChange}
        error={p.error}
        hint={t('auth.join.passwordHint', { min: PASSWORD_POLICY.min, max: PASSWORD_POLICY.max })}
      />
      <TextField
        label={t('auth.join.password2')}
        name="password2"
        type="password"
        autoComplete="new-password"
        value={p.value2}
        onChange={p.onChange2}
        error={p.error2}
      />
    </>
  );
}
