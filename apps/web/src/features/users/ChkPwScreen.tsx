import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../shared/api/client';
import { notify } from '../../shared/dialog';
import { useT } from '../../shared/i18n';
import { useSession } from '../../shared/session';
import { Button, Header, TextField } from '../../shared/ui';
import { useProfile } from '../../shared/api/users';
import { useChkPwMutation } from './api/post-chkpw';
import { markPasswordChecked } from './pw-check';
import './users.css';

/** Only same-app paths are followed after ChkPw. */
const safeNext = (n: string | null) => (n && /^\/[A-Za-z]/.test(n) ? n : '/modifyProfile');

/**
 * '/ChkPw': confirm the password before profile or phone changes (social accounts go straight on).
 * The next screen receives the time of the check in the history state (ChangeMobile requires it).
 */
export function ChkPwScreen() {
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeNext(params.get('next'));
  const { userSysId } = useSession();
  const profile = useProfile(userSysId);
  const chk = useChkPwMutation(userSysId ?? 0);
  const [pw, setPw] = useState('');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (profile.data && profile.data.user.hasPassword === false) {
      markPasswordChecked(profile.data.user.userSysId);
      void navigate(next, { replace: true, state: { pwCheckedAt: Date.now() } });
    }
  }, [profile.data, navigate, next]);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!pw) {
      setError(t('auth.enterPassword'));
      return;
    }
    try {
      await chk.mutateAsync(pw);
      if (userSysId) markPasswordChecked(userSysId);
      void navigate(next, { replace: true, state: { pwCheckedAt: Date.now() } });
    } catch (err) {
      if (err instanceof ApiError && !err.isNetwork) setError(err.message);
      else void notify(t('users.failed'));
    }
  };

  return (
    <div className="page">
      <Header title={t('screens.ChkPw')} />
      <main className="page__body u-body">
        <p className="u-lead">{t('users.chkpw.lead')}</p>
        <form className="form" onSubmit={(e) => void onSubmit(e)} noValidate>
          <TextField
            label={t('auth.password')}
            name="password"
            type="password"
            autoComplete="current-password"
            value={pw}
            onChange={(e) => {
              setPw(e.target.value);
              setError(null);
            }}
            error={error}
          />
          <Button type="submit" size="lg" block busy={chk.isPending} disabled={chk.isPending}>
            {t('users.confirm')}
          </Button>
        </form>
      </main>
    </div>
  );
}
