import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../shared/api/client';
import { notify } from '../../shared/dialog';
import { useT } from '../../shared/i18n';
import { useSession } from '../../shared/session';
import { Button, Header, TextField } from '../../shared/ui';
import { answerSandbox, confirmIdentity } from './api/identity';
import './users.css';

/**
 * '/IdentitySandbox' (issue 33, test mode): the window of the built-in sandbox 본인확인 provider. A real
 * provider's window checks the person on their phone; here the tester states name and birth date, then
 * the server confirms the request with the provider, as it would with a real one.
 */
export function IdentitySandboxScreen() {
  const t = useT();
  const navigate = useNavigate();
  const { userSysId } = useSession();
  const [params] = useSearchParams();
  const requestId = params.get('requestId') ?? '';
  const [name, setName] = useState('');
  const [birthday, setBirthday] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!userSysId) return;
    setBusy(true);
    try {
      const ymd = birthday.replace(/^(\d{4})-?(\d{2})-?(\d{2})$/, '$1-$2-$3');
      await answerSandbox(requestId, { name: name.trim(), birthday: ymd });
      const r = await confirmIdentity(userSysId, requestId);
      await notify(r.identity.adult ? t('users.identity.doneAdult') : t('users.identity.doneMinor'));
      void navigate(-1);
    } catch (err) {
      void notify(err instanceof ApiError ? err.message : t('users.failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="page">
      <Header title={t('screens.IdentitySandbox')} />
      <main className="page__body u-body">
        <p className="u-testmode" role="note">
          {t('users.identity.sandboxLead')}
        </p>
        <form className="form" onSubmit={(e) => void submit(e)} noValidate>
          <TextField label={t('users.identity.name')} value={name} onChange={(e) => setName(e.target.value)} />
          <TextField
            label={t('users.identity.birthday')}
            inputMode="numeric"
            placeholder="19900101"
            value={birthday}
            onChange={(e) => setBirthday(e.target.value)}
            data-testid="identity-birthday"
          />
          <Button type="submit" disabled={busy || !name.trim() || !birthday} data-testid="identity-submit">
            {t('users.identity.submit')}
          </Button>
        </form>
      </main>
    </div>
  );
}
