import { RC } from '@lc/contracts';
import { useEffect, useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { ApiError } from '../../shared/api/client';
import { notify } from '../../shared/dialog';
import { useT } from '../../shared/i18n';
import { Button, Header } from '../../shared/ui';
import { useResetPasswordMutation } from './api/patch-reset-password';
import { NewPasswordFields, newPasswordErrors } from './NewPasswordFields';
import { mmss } from './PhoneVerify';
import { clearResetTicket, readResetTicket } from './reset-ticket';
import './auth.css';

/** '/SearchpwSet': a new password within the 3-minute limit after the phone check. */
export function SearchpwSetScreen() {
  const t = useT();
  const navigate = useNavigate();
  const [ticket] = useState(readResetTicket);
  const reset = useResetPasswordMutation();
  const [pw, setPw] = useState('');
  const [pw2, setPw2] = useState('');
  const [errors, setErrors] = useState<ReturnType<typeof newPasswordErrors>>({});
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, []);
  if (!ticket) return <Navigate to="/Searchpw" replace />;
  const left = Math.max(0, Math.ceil((new Date(ticket.expiresAt).getTime() - now) / 1000));

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const errs = newPasswordErrors(t, pw, pw2);
    setErrors(errs);
    if (Object.keys(errs).length) return;
    try {
      await reset.mutateAsync({ userId: ticket.userId, authToken: ticket.authToken, password: pw });
      clearResetTicket();
      void notify(t('auth.find.pwChanged'));
      void navigate('/Login', { replace: true });
    } catch (err) {
      void notify(err instanceof ApiError ? err.message : t('auth.join.failed'));
      if (err instanceof ApiError && err.code === RC.VERIFY_REQUIRED) {
        clearResetTicket();
        void navigate('/Searchpw', { replace: true });
      }
    }
  };

  return (
    <div className="page">
      <Header title={t('screens.SearchpwSet')} />
      <main className="page__body join__body">
        <p className="join__lead">{t('auth.find.setLead', { id: ticket.userId })}</p>
        <p className="timer" role="timer">
          {left > 0 ? t('auth.verify.timeLeft', { time: mmss(left) }) : t('auth.find.setExpired')}
        </p>
        <form className="form" onSubmit={(e) => void onSubmit(e)} noValidate>
          <NewPasswordFields
            label={t('auth.find.newPassword')}
            value={pw}
            value2={pw2}
            onChange={(e) => setPw(e.target.value)}
            onChange2={(e) => setPw2(e.target.value)}
            error={errors.password}
            error2={errors.password2}
          />
          <Button type="submit" size="lg" block busy={reset.isPending} disabled={reset.isPending || left === 0}>
            {t('auth.find.setSubmit')}
          </Button>
        </form>
      </main>
    </div>
  );
}
