import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { AUTH_TYPES, PASSWORD_CHECK_VALID_SECONDS, RC } from '@lc/contracts';
import { ApiError } from '../../shared/api/client';
import { notify } from '../../shared/dialog';
import { useT } from '../../shared/i18n';
import { useSession } from '../../shared/session';
import { Button, Header, Spinner } from '../../shared/ui';
import { useProfile } from '../../shared/api/users';
import { useMobileMutation } from './api/patch-mobile';
import { PhoneVerify } from './PhoneVerify';
import './auth.css';

const CHKPW = '/ChkPw?next=/ChangeMobile';
const pretty = (m: string) => m.replace(/^(\d{3})(\d{3,4})(\d{4})$/, '$1-$2-$3');

/**
 * '/ChangeMobile' (black; reached from modifyProfile, route not in the spec: docs/decisions.md):
 * ChkPw first (it hands over the time of the check), then a code to the new number (authType 4),
 * then PATCH users/{id}/myinfo with the mobile and the verification token.
 */
export function ChangeMobileScreen() {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const { userSysId } = useSession();
  const profile = useProfile(userSysId);
  const save = useMobileMutation(userSysId ?? 0);
  const [mobile, setMobile] = useState('');
  const [authToken, setAuthToken] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // the verification component is re-mounted after a refusal so a new code can be asked for
  const [round, setRound] = useState(0);

  // decided once on arrival: the ChkPw screen hands over when the password was checked
  const [checked] = useState(() => {
    const at = (location.state as { pwCheckedAt?: number } | null)?.pwCheckedAt ?? 0;
    return Date.now() - at <= PASSWORD_CHECK_VALID_SECONDS * 1000;
  });
  if (!checked) return <Navigate to={CHKPW} replace />;
  const u = profile.data?.user;
  if (!u) return <Spinner label={t('common.loading')} center />;

  const onSubmit = async () => {
    if (!authToken) {
      setError(t('auth.join.errors.verify'));
      return;
    }
    try {
      await save.mutateAsync({ mobile, authToken });
      void notify(t('auth.changeMobile.done', { mobile: pretty(mobile) }));
      void navigate('/modifyProfile', { replace: true });
    } catch (err) {
      if (err instanceof ApiError && err.code === RC.PASSWORD_CHECK_REQUIRED) {
        void notify(err.message);
        void navigate(CHKPW, { replace: true });
        return;
      }
      if (err instanceof ApiError && !err.isNetwork) {
        setError(err.message);
        setAuthToken(null);
        setRound((r) => r + 1);
        return;
      }
      void notify(t('auth.join.failed'));
    }
  };

  return (
    <div className="page">
      <Header title={t('screens.ChangeMobile')} />
      <main className="page__body join__body">
        <p className="join__lead">{t('auth.changeMobile.lead')}</p>
        <dl className="change-mobile__now">
          <dt>{t('auth.changeMobile.current')}</dt>
          <dd>{u.mobile ? pretty(u.mobile) : '-'}</dd>
        </dl>
        <PhoneVerify
          key={round}
          authType={AUTH_TYPES.changeMobile}
          mobile={mobile}
          onMobile={(m) => {
            setMobile(m);
            setError(null);
          }}
          verified={!!authToken}
          onVerified={(r) => setAuthToken(r.authToken ?? null)}
        />
        {error ? (
          <p className="field__error" role="alert">
            {error}
          </p>
        ) : null}
        <Button
          size="lg"
          block
          busy={save.isPending}
          disabled={!authToken || save.isPending}
          onClick={() => void onSubmit()}
        >
          {t('auth.changeMobile.submit')}
        </Button>
      </main>
    </div>
  );
}
