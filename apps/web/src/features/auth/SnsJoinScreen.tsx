import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { RC, snsKindOf } from '@lc/contracts';
import { ApiError } from '../../shared/api/client';
import { notify } from '../../shared/dialog';
import { useT } from '../../shared/i18n';
import { Button, Header } from '../../shared/ui';
import { useSnsJoinMutation } from './api/post-join';
import { JoinTermsChecklist, NO_TERMS, requiredTermsAgreed } from './JoinTermsChecklist';
import { JOIN_CODE_FIELD, JoinProfileFields, JoinUserIdField, useJoinForm } from './join-form';
import { SnsMark } from './SnsMark';
import { clearSnsJoinTicket, readSnsJoinTicket } from './sns-flow';
import './auth.css';

/** which field a server refusal belongs to */
const CODE_FIELD = { ...JOIN_CODE_FIELD, [RC.TERMS_REQUIRED]: 'terms' } as const;

/**
 * '/SnsJoin' (black; not in the spec: docs/decisions.md): a first social sign-in finishes sign-up here.
 * The provider vouched for the identity; what it did not give is asked: terms, e-mail (pre-filled when
 * the provider shared a verified one), nickname, name, birthday (the age rule) and the phone.
 */
export function SnsJoinScreen() {
  const t = useT();
  const navigate = useNavigate();
  const [ticket] = useState(readSnsJoinTicket);
  const join = useSnsJoinMutation();
  const [terms, setTerms] = useState(NO_TERMS);
  const f = useJoinForm({ userId: ticket?.email ?? '', nickName: '', name: '', birthday: '' }, CODE_FIELD);
  const { errors } = f;

  if (!ticket) return <Navigate to="/Login" replace />;
  const kind = snsKindOf(ticket.snsType) ?? 'kakao';
  const provider = t(`auth.sns.${ticket.snsType}`);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!f.validate(requiredTermsAgreed(terms) ? {} : { terms: t('auth.snsJoin.termsRequired') })) return;
    try {
      const res = await join.mutateAsync({ snsJoinToken: ticket.snsJoinToken, ...f.profile(), ...terms });
      clearSnsJoinTicket();
      f.signedIn(res, '');
    } catch (err) {
      // the ticket expired or the identity withdrew: start again from Login
      if (err instanceof ApiError && (err.code === RC.SNS_TOKEN_INVALID || err.code === RC.WITHDRAWN)) {
        clearSnsJoinTicket();
        void notify(err.message);
        void navigate('/Login', { replace: true });
        return;
      }
      void f.refused(err);
    }
  };

  return (
    <div className="page join">
      <Header title={t('screens.SnsJoin')} />
      <main className="page__body join__body">
        <div className="sns-join__who">
          <span className={`sns__btn sns__btn--${kind}`} aria-hidden="true">
            <SnsMark kind={kind} />
          </span>
          <span>{t('auth.snsJoin.lead', { provider })}</span>
        </div>
        <form className="form" onSubmit={(e) => void onSubmit(e)} noValidate>
          <h2 className="join__title">{t('auth.join.termsTitle')}</h2>
          <JoinTermsChecklist
            value={terms}
            onChange={(x) => {
              setTerms(x);
              f.setErrors({ ...errors, terms: undefined });
            }}
          />
          {errors.terms ? (
            <p className="field__error" role="alert">
              {errors.terms}
            </p>
          ) : null}
          <h2 className="join__title">{t('auth.snsJoin.infoTitle')}</h2>
          <JoinUserIdField
            form={f}
            hint={ticket.email ? t('auth.snsJoin.emailFromProvider', { provider }) : undefined}
          />
          <JoinProfileFields form={f} />
          <Button type="submit" size="lg" block busy={join.isPending} disabled={join.isPending}>
            {t('auth.snsJoin.submit')}
          </Button>
        </form>
      </main>
    </div>
  );
}
