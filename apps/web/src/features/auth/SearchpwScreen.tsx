import { useState } from 'react';
import { useNavigate } from 'react-router';
import { AUTH_TYPES } from '@lc/contracts';
import { useT } from '../../shared/i18n';
import { Header, TextField } from '../../shared/ui';
import { PhoneVerify } from './PhoneVerify';
import { saveResetTicket } from './reset-ticket';
import './auth.css';

/** '/Searchpw': the id (e-mail) and its phone, verified by code → '/SearchpwSet'. */
export function SearchpwScreen() {
  const t = useT();
  const navigate = useNavigate();
  const [userId, setUserId] = useState('');
  const [mobile, setMobile] = useState('');
  const id = userId.trim().toLowerCase();
  return (
    <div className="page">
      <Header title={t('screens.Searchpw')} />
      <main className="page__body join__body">
        <p className="join__lead">{t('auth.find.pwLead')}</p>
        <div className="form">
          <TextField
            label={t('auth.id')}
            name="userId"
            type="email"
            autoComplete="username"
            autoCapitalize="none"
            value={userId}
            onChange={(e) => setUserId(e.target.value)}
          />
          <PhoneVerify
            authType={AUTH_TYPES.findPw}
            userId={id}
            mobile={mobile}
            onMobile={setMobile}
            verified={false}
            disabled={!id}
            onVerified={(r) => {
              if (!r.authToken || !r.expiresAt) return;
              saveResetTicket({ userId: id, authToken: r.authToken, expiresAt: r.expiresAt });
              void navigate('/SearchpwSet');
            }}
          />
        </div>
      </main>
    </div>
  );
}
