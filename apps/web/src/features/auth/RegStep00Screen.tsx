import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useLocale, useT } from '../../shared/i18n';
import { Button, Header } from '../../shared/ui';
import { formatWon } from '../../shared/format';
import { useJoinCoupon } from '../../shared/api/coupons';
import { JoinTermsChecklist, NO_TERMS, requiredTermsAgreed } from './JoinTermsChecklist';
import { saveJoinTerms, type JoinTerms } from './join-terms';
import './auth.css';

/** '/RegStep00' (black): sign-up terms. Everything starts unchecked; service and privacy are required. */
export function RegStep00Screen() {
  const t = useT();
  const [locale] = useLocale();
  const navigate = useNavigate();
  const coupon = useJoinCoupon();
  const [v, setV] = useState<JoinTerms>(NO_TERMS);
  const amount = coupon.data?.coupon?.discountAmount ?? 0;

  return (
    <div className="page join">
      <Header title={t('screens.RegStep00')} />
      <main className="page__body join__body">
        {amount > 0 ? (
          <div className="join-banner" role="note">
            {t('auth.join.couponBanner', { amount: formatWon(amount, locale) })}
          </div>
        ) : null}
        <h2 className="join__title">{t('auth.join.termsTitle')}</h2>
        <JoinTermsChecklist value={v} onChange={setV} />
        <Button
          size="lg"
          block
          disabled={!requiredTermsAgreed(v)}
          onClick={() => {
            saveJoinTerms(v);
            void navigate('/RegStep04');
          }}
        >
          {t('auth.join.next')}
        </Button>
      </main>
    </div>
  );
}
