import { useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { KOREAN_NAME_RE, NICKNAME_RE, RC, SIGNUP_POLICY, type UserProfile } from '@lc/contracts';
import { ApiError } from '../../shared/api/client';
import { notify } from '../../shared/dialog';
import { useT } from '../../shared/i18n';
import { useSession } from '../../shared/session';
import { Button, Header, Spinner, TextField } from '../../shared/ui';
import { useProfile } from '../../shared/api/users';
import { useMyInfoMutation } from './api/patch-myinfo';
import { forgetPasswordCheck, hasRecentPasswordCheck } from './pw-check';
import { IdentityRow } from './IdentityRow';
import './users.css';

const CHKPW = '/ChkPw?next=/modifyProfile';

/**
 * '/modifyProfile' (black): nickname, name, birthday, optional consents. Needs a recent ChkPw: without
 * one (the address typed, or the check expired) the member is sent to /ChkPw, which comes back here.
 */
export function ModifyProfileScreen() {
  const t = useT();
  const { userSysId } = useSession();
  // decided once on arrival, so the form does not vanish while the member types
  const [checked] = useState(() => hasRecentPasswordCheck(userSysId));
  const profile = useProfile(checked ? userSysId : null);
  const u = profile.data?.user;
  if (!checked) return <Navigate to={CHKPW} replace />;
  if (!u) return <Spinner label={t('common.loading')} center />;
  return <ProfileForm u={u} userSysId={userSysId ?? 0} />;
}

function ProfileForm({ u, userSysId }: { u: UserProfile; userSysId: number }) {
  const t = useT();
  const navigate = useNavigate();
  const save = useMyInfoMutation(userSysId);
  const [v, setV] = useState(() => ({
    nickName: u.nickName,
    name: u.name ?? '',
    birthday: (u.birthday ?? '').replace(/-/g, ''),
    agree1: !!u.agreeSellection1,
    agree2: !!u.agreeSellection2,
  }));
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const errs: Record<string, string> = {};
    const nick = v.nickName.trim();
    if (nick.length < SIGNUP_POLICY.nickName.min || nick.length > SIGNUP_POLICY.nickName.max || !NICKNAME_RE.test(nick))
      errs.nickName = t('auth.join.errors.nickName');
    if (v.name && !KOREAN_NAME_RE.test(v.name.trim())) errs.name = t('auth.join.errors.name');
    if (v.birthday && !/^\d{8}$/.test(v.birthday)) errs.birthday = t('auth.join.errors.birthday');
    setErrors(errs);
    if (Object.keys(errs).length) return;
    try {
      await save.mutateAsync({
        ...(nick !== u.nickName ? { nickName: nick } : {}),
        ...(v.name && v.name !== u.name ? { name: v.name.trim() } : {}),
        ...(v.birthday && v.birthday !== (u.birthday ?? '').replace(/-/g, '') ? { birthday: v.birthday } : {}),
        agreeSellection1: v.agree1,
        agreeSellection2: v.agree2,
      });
      void notify(t('users.saved'));
    } catch (err) {
      if (err instanceof ApiError && err.code === RC.PASSWORD_CHECK_REQUIRED) {
        void notify(err.message);
        forgetPasswordCheck();
        void navigate(CHKPW, { replace: true });
        return;
      }
      const field =
        err instanceof ApiError
          ? (
              {
                [RC.NICKNAME_TAKEN]: 'nickName',
                [RC.NICKNAME_INVALID]: 'nickName',
                [RC.NAME_INVALID]: 'name',
                [RC.BIRTHDAY_INVALID]: 'birthday',
                [RC.UNDER_MIN_AGE]: 'birthday',
              } as Record<string, string>
            )[err.code]
          : undefined;
      if (field && err instanceof ApiError) setErrors({ [field]: err.message });
      else void notify(err instanceof ApiError ? err.message : t('users.failed'));
    }
  };

  return (
    <div className="page">
      <Header title={t('screens.modifyProfile')} />
      <main className="page__body u-body">
        <dl className="u-facts">
          <div>
            <dt>{t('auth.join.userId')}</dt>
            <dd>{u.userId}</dd>
          </div>
          <div>
            <dt>{t('auth.verify.mobile')}</dt>
            <dd className="u-facts__row">
              <span>{u.mobile ?? '-'}</span>
              <Link className="u-facts__action" to="/ChkPw?next=/ChangeMobile">
                {t('users.changeMobile')}
              </Link>
            </dd>
          </div>
          <IdentityRow userSysId={userSysId} />
        </dl>
        <form className="form" onSubmit={(e) => void onSubmit(e)} noValidate>
          <TextField
            label={t('auth.join.nickName')}
            name="nickName"
            value={v.nickName}
            maxLength={SIGNUP_POLICY.nickName.max}
            onChange={(e) => setV({ ...v, nickName: e.target.value })}
            error={errors.nickName}
          />
          <TextField
            label={t('auth.join.name')}
            name="name"
            value={v.name}
            onChange={(e) => setV({ ...v, name: e.target.value })}
            error={errors.name}
          />
          <TextField
            label={t('auth.join.birthday')}
            name="birthday"
            inputMode="numeric"
            maxLength={8}
            value={v.birthday}
            onChange={(e) => setV({ ...v, birthday: e.target.value.replace(/\D/g, '').slice(0, 8) })}
            error={errors.birthday}
          />
          <label className="u-switch">
            <span>{t('auth.join.terms.agreeSellection1')}</span>
            <input type="checkbox" checked={v.agree1} onChange={(e) => setV({ ...v, agree1: e.target.checked })} />
          </label>
          <label className="u-switch">
            <span>{t('auth.join.terms.agreeSellection2')}</span>
            <input type="checkbox" checked={v.agree2} onChange={(e) => setV({ ...v, agree2: e.target.checked })} />
          </label>
          <Button type="submit" size="lg" block busy={save.isPending} disabled={save.isPending}>
            {t('users.save')}
          </Button>
        </form>
      </main>
    </div>
  );
}
