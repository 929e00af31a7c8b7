import { useState, type FormEvent } from 'react';
import { WITHDRAWAL_POLICY } from '@lc/contracts';
import { ApiError } from '../../shared/api/client';
import { ask, notify } from '../../shared/dialog';
import { useLocale, useT } from '../../shared/i18n';
import { logout, useSession } from '../../shared/session';
import { Button, Header, TextField } from '../../shared/ui';
import { useDropMutation } from './api/patch-drop';
import './users.css';

type Reason = (typeof WITHDRAWAL_POLICY.reasons)[number];

/** '/Withdraw' (black): the notice, a reason, agreement and the typed word; then signed out. */
export function WithdrawScreen() {
  const t = useT();
  const [locale] = useLocale();
  const { userSysId } = useSession();
  const drop = useDropMutation(userSysId ?? 0);
  const word = WITHDRAWAL_POLICY.confirmWords[locale];
  const [reason, setReason] = useState<Reason | ''>('');
  const [agree, setAgree] = useState(false);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const ready = agree && typed.trim() === word;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!ready) return;
    if (!(await ask(t('users.withdraw.confirm')))) return;
    try {
      await drop.mutateAsync({ confirmWord: typed.trim(), agree, ...(reason ? { reason } : {}) });
      void notify(t('users.withdraw.done'));
      await logout();
    } catch (err) {
      if (err instanceof ApiError && !err.isNetwork) setError(err.message);
      else void notify(t('users.failed'));
    }
  };

  return (
    <div className="page">
      <Header title={t('screens.Withdraw')} />
      <main className="page__body u-body">
        <section className="u-notice" aria-labelledby="wd-notice">
          <h2 id="wd-notice">{t('users.withdraw.noticeTitle')}</h2>
          <ul>
            <li>{t('users.withdraw.notice1', { days: WITHDRAWAL_POLICY.rejoinBlockDays })}</li>
            <li>{t('users.withdraw.notice2')}</li>
            <li>{t('users.withdraw.notice3')}</li>
            <li>{t('users.withdraw.notice4')}</li>
          </ul>
        </section>
        <form className="form" onSubmit={(e) => void onSubmit(e)} noValidate>
          <label className="field">
            <span className="field__label">{t('users.withdraw.reason')}</span>
            <select
              className="field__input"
              name="reason"
              value={reason}
              onChange={(e) => setReason(e.target.value as Reason | '')}
            >
              <option value="">{t('users.withdraw.reasonNone')}</option>
              {WITHDRAWAL_POLICY.reasons.map((r) => (
                <option key={r} value={r}>
                  {t(`users.withdraw.reasons.${r}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="u-check">
            <input type="checkbox" name="agree" checked={agree} onChange={(e) => setAgree(e.target.checked)} />
            <span>{t('users.withdraw.agree')}</span>
          </label>
          <TextField
            label={t('users.withdraw.typeWord', { word })}
            name="confirmWord"
            value={typed}
            autoComplete="off"
            onChange={(e) => {
              setTyped(e.target.value);
              setError(null);
            }}
            error={error}
            placeholder={word}
          />
          <Button type="submit" size="lg" block disabled={!ready || drop.isPending} busy={drop.isPending}>
            {t('users.withdraw.submit')}
          </Button>
        </form>
      </main>
    </div>
  );
}
