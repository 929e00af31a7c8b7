import { useRef, useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { RC, resultMessage } from '@lc/contracts';
import { ApiError } from '../../shared/api/client';
import { useLocale, useT } from '../../shared/i18n';
import { notify } from '../../shared/dialog';
import {
  forgetSavedUser,
  getSavedUser,
  saveUser,
  setDemoToken,
  setMemberSession,
  takeLandingPage,
  useSession,
} from '../../shared/session';
import { Button, Header, TextField } from '../../shared/ui';
import { useLoginMutation } from './api/post-login';
import { useDemoLoginMutation } from './api/post-demo-login';
import { SocialButtons } from './SocialButtons';

/** Failures that keep their own catalogue message instead of 'id or password differs'. */
const OWN_MESSAGE_CODES: readonly string[] = [RC.LOGIN_RATE_LIMITED, RC.RATE_LIMITED, RC.ACCOUNT_SUSPENDED];

/** Login '/Login' (black). Empty id and password → demo login (shopping §5). */
export function LoginScreen() {
  const t = useT();
  const [locale] = useLocale();
  const navigate = useNavigate();
  const { isLogin } = useSession();
  const [alreadySignedIn] = useState(isLogin);
  const [userId, setUserId] = useState(() => getSavedUser()?.userId ?? '');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ userId?: string; password?: string }>({});
  const idRef = useRef<HTMLInputElement>(null);
  const pwRef = useRef<HTMLInputElement>(null);
  const login = useLoginMutation();
  const demo = useDemoLoginMutation();
  const busy = login.isPending || demo.isPending;

  if (alreadySignedIn) return <Navigate to="/" replace />;

  const enterDemo = async () => {
    try {
      const res = await demo.mutateAsync(0);
      setDemoToken(res.accessToken);
    } catch {
      /* browsing as a guest works without the demo token */
    }
    void navigate('/demo', { replace: true });
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const id = userId.trim();
    if (!id && !password) {
      setErrors({});
      await enterDemo();
      return;
    }
    if (!id) {
      setErrors({ userId: t('auth.enterId') });
      idRef.current?.focus();
      return;
    }
    if (!password) {
      setErrors({ password: t('auth.enterPassword') });
      pwRef.current?.focus();
      return;
    }
    setErrors({});
    try {
      const res = await login.mutateAsync({ userId: id, password });
      setMemberSession({
        accessToken: res.accessToken,
        userSysId: res.authSysId,
        nickName: res.nickName,
        groupIds: res.groupIds,
      });
      saveUser(id);
      void navigate(takeLandingPage(), { replace: true });
    } catch (err) {
      if (err instanceof ApiError && !err.isNetwork) {
        if (err.code === RC.WITHDRAWN) {
          void notify(resultMessage(RC.WITHDRAWN, locale));
        } else {
          void notify(OWN_MESSAGE_CODES.includes(err.code) ? err.message : resultMessage(RC.LOGIN_MISMATCH, locale));
          forgetSavedUser();
        }
        setPassword('');
        pwRef.current?.focus();
        return;
      }
      // network failure (or no WebCrypto to encrypt with): 'login failed', then the demo home
      void notify(t('auth.loginFailed'));
      void navigate('/demo', { replace: true });
    }
  };

  return (
    <div className="page login">
      <Header title={t('screens.Login')} />
      <main className="page__body login__body">
        <div className="login__brand">
          <p className="wordmark wordmark--lg">
            <span className="wordmark__dot" aria-hidden="true" />
            {t('app.name')}
          </p>
          <p className="login__tagline">{t('auth.tagline')}</p>
        </div>
        <form className="form" onSubmit={(e) => void onSubmit(e)} noValidate>
          <TextField
            ref={idRef}
            label={t('auth.id')}
            name="userId"
            type="text"
            inputMode="email"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            placeholder={t('auth.idPlaceholder')}
            value={userId}
            onChange={(e) => setUserId(e.target.value)}
            error={errors.userId}
          />
          <TextField
            ref={pwRef}
            label={t('auth.password')}
            name="password"
            type="password"
            autoComplete="current-password"
            placeholder={t('auth.passwordPlaceholder')}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={errors.password}
          />
          <Button type="submit" size="lg" block busy={busy} disabled={busy}>
            {t('auth.login')}
          </Button>
          <p className="form__hint">{t('auth.demoHint')}</p>
        </form>
        <SocialButtons disabled={busy} />
        <nav className="login__links" aria-label={t('auth.helpLinks')}>
          <Link to="/Searchid">{t('screens.Searchid')}</Link>
          <span aria-hidden="true">|</span>
          <Link to="/Searchpw">{t('screens.Searchpw')}</Link>
          <span aria-hidden="true">|</span>
          <Link to="/RegStep00">{t('screens.RegStep00')}</Link>
        </nav>
        <Button variant="ghost" block onClick={() => void enterDemo()} disabled={busy}>
          {t('auth.browseAsGuest')}
        </Button>
      </main>
    </div>
  );
}
