import { RC } from '@lc/contracts';
import { useState, type FormEvent } from 'react';
import { Navigate } from 'react-router';
import { useT } from '../../shared/i18n';
import { Button, Header } from '../../shared/ui';
import { useJoinMutation } from './api/post-join';
import { NewPasswordFields, newPasswordErrors } from './NewPasswordFields';
import { JOIN_CODE_FIELD, JoinProfileFields, JoinUserIdField, useJoinForm } from './join-form';
import { clearJoinTerms, readJoinTerms } from './join-terms';
import './auth.css';

/** which field a server refusal belongs to */
const CODE_FIELD = { ...JOIN_CODE_FIELD, [RC.PASSWORD_RULE]: 'password' } as const;

/** '/RegStep04' (black): the sign-up form with phone verification; success signs in and shows My page. */
export function RegStep04Screen() {
  const t = useT();
  const [terms] = useState(readJoinTerms);
  const join = useJoinMutation();
  const f = useJoinForm({ userId: '', password: '', password2: '', nickName: '', name: '', birthday: '' }, CODE_FIELD);
  const { v, errors } = f;

  if (!terms) return <Navigate to="/RegStep00" replace />;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!f.validate(newPasswordErrors(t, v.password, v.password2))) return;
    try {
      const res = await join.mutateAsync({ ...f.profile(), password: v.password, ...terms });
      clearJoinTerms();
      f.signedIn(res, v.userId.trim().toLowerCase());
    } catch (err) {
      void f.refused(err);
    }
  };

  return (
    <div className="page join">
      <Header title={t('screens.RegStep04')} />
      <main className="page__body join__body">
        <form className="form" onSubmit={(e) => void onSubmit(e)} noValidate>
          <JoinUserIdField form={f} />
          <NewPasswordFields
            label={t('auth.join.password')}
            value={v.password}
            value2={v.password2}
            onChange={f.set('password')}
            onChange2={f.set('password2')}
            error={errors.password}
            error2={errors.password2}
          />
          <JoinProfileFields form={f} />
          <Button type="submit" size="lg" block busy={join.isPending} disabled={join.isPending}>
            {t('auth.join.submit')}
          </Button>
        </form>
      </main>
    </div>
  );
}
