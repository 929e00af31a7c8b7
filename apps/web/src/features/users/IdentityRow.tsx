import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../shared/api/client';
import { notify } from '../../shared/dialog';
import { useT } from '../../shared/i18n';
import { startIdentity, useIdentity } from './api/identity';

/**
 * Issue 33: the 본인확인 row of the member details. Its birth date, not the profile's birthday, makes
 * the member an adult for alcohol; the button opens the provider's window (the sandbox: /IdentitySandbox).
 */
export function IdentityRow({ userSysId }: { userSysId: number }) {
  const t = useT();
  const navigate = useNavigate();
  const state = useIdentity(userSysId).data?.identity;
  const [busy, setBusy] = useState(false);
  const status = !state?.verifiedAt
    ? t('users.identity.none')
    : state.adult
      ? t('users.identity.adult')
      : t('users.identity.minor');
  const start = async () => {
    setBusy(true);
    try {
      const r = await startIdentity(userSysId);
      if (r.url.startsWith('/')) void navigate(r.url);
      else window.location.assign(r.url);
    } catch (e) {
      void notify(e instanceof ApiError ? e.message : t('users.failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div>
      <dt>{t('users.identity.label')}</dt>
      <dd className="u-facts__row">
        <span data-testid="identity-status">{status}</span>
        {state?.available === false ? null : (
          <button
            type="button"
            className="u-facts__action"
            disabled={busy}
            onClick={() => void start()}
            data-testid="identity-start"
          >
            {t('users.identity.start')}
          </button>
        )}
      </dd>
    </div>
  );
}
