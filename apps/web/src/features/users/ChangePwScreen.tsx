import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { PASSWORD_POLICY, passwordRule, RC } from '@lc/contracts';
import { ApiError } from '../../shared/api/client';
import { notify } from '../../shared/dialog';
import { useT } from '../../shared/i18n';
import { useSession } from '../../shared/session';
import { Button, Header, TextField } from '../../shared/ui';
import { usePasswordMutation } from './api/patch-password';
import './users.css';

/** '/ChangePw' (black): current password, a new one twice; every other session is signed out. */
export function ChangePwScreen() {
  const t = useT();
  const navigate = useNavigate();
  const { userSysId } = useSession();
  const change = usePasswordMutation(userSysId ?? 0);
  const [v, setV] = useState({ current: '', next: '', next2: '' });
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const errs: Record<string, string> = {};
    if (!v.current) errs.current = t('auth.enterPassword');
    if (!passwordRule.safeParse(v.next).success)
      errs.next = t('auth.join.errors.password', { min: PASSWORD_POLICY.min, max: PASSWORD_POLICY.max });
    if (v.next !== v.next2) errs.next2 = t('auth.join.errors.password2');
    setErrors(errs);
    if (Object.keys(errs).length) return;
    try {
      await change.mutateAsync({ current: v.current, next: v.next });
      void notify(t('users.changePw.done'));
      void navigate('/MyPage', { replace: true });
    } catch (err) {
      if (err instanceof ApiError && !err.isNetwork) {
        const field =
          err.code === RC.CURRENT_PASSWORD_MISMATCH
            ? 'current'
            : err.code === RC.PASSWORD_RULE || err.code === RC.PASSWORD_UNCHANGED
              ? 'next'
              : undefined;
        if (field) setErrors({ [field]: err.message });
        else void notify(err.message);
      } else void notify(t('users.failed'));
    }
  };

  const field = (k: keyof typeof v, label: string, auto: string, hint?: string) => (
    <TextField
      label={label}
      name={k}
      type="password"
      autoComplete={auto}
      value={v[k]}
      onChange={(e) => {
        setV({ ...v, [k]: e.target.value });
        setErrors({ ...errors, [k]: undefined });
      }}
      error={errors[k]}
      hint={hint}
    />
  );

  return (
    <div className="page">
      <Header title={t('screens.ChangePw')} />
      <main className="page__body u-body">
        <p className="u-lead">{t('users.changePw.lead')}</p>
        <form className="form" onSubmit={(e) => void onSubmit(e)} noValidate>
          {field('current', t('users.changePw.current'), 'current-password')}
          {field(
            'next',
            t('auth.find.newPassword'),
            'new-password',
            t('auth.join.passwordHint', { min: PASSWORD_POLICY.min, max: PASSWORD_POLICY.max }),
          )}
          {field('next2', t('auth.join.password2'), 'new-password')}
          <Button type="submit" size="lg" block busy={change.isPending} disabled={change.isPending}>
            {t('users.changePw.submit')}
          </Button>
        </form>
      </main>
    </div>
  );
}
