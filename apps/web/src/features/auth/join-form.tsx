import { useState } from 'react';
import { useNavigate } from 'react-router';
import { AUTH_TYPES, KOREAN_NAME_RE, NICKNAME_RE, RC, SIGNUP_POLICY, type JoinResponse } from '@lc/contracts';
import { ApiError } from '../../shared/api/client';
import { notify } from '../../shared/dialog';
import { useT } from '../../shared/i18n';
import { saveUser, setMemberSession } from '../../shared/session';
import { TextField } from '../../shared/ui';
import { getChkDupId, getChkDupNick } from './api/get-chk-dup';
import { PhoneVerify } from './PhoneVerify';

export type JoinField = 'userId' | 'password' | 'password2' | 'nickName' | 'name' | 'birthday' | 'mobile' | 'terms';
type Errors = Partial<Record<JoinField, string>>;

/** Which field a server refusal belongs to (both sign-up forms; each adds its own fields' codes). */
export const JOIN_CODE_FIELD: Readonly<Record<string, JoinField>> = {
  [RC.EMAIL_TAKEN]: 'userId',
  [RC.EMAIL_INVALID]: 'userId',
  [RC.REJOIN_BLOCKED]: 'userId',
  [RC.NICKNAME_TAKEN]: 'nickName',
  [RC.NICKNAME_INVALID]: 'nickName',
  [RC.NAME_INVALID]: 'name',
  [RC.BIRTHDAY_INVALID]: 'birthday',
  [RC.UNDER_MIN_AGE]: 'birthday',
  [RC.MOBILE_INVALID]: 'mobile',
  [RC.MOBILE_TAKEN]: 'mobile',
  [RC.VERIFY_REQUIRED]: 'mobile',
};

interface JoinValues {
  userId: string;
  nickName: string;
  name: string;
  birthday: string;
}

/**
 * The state and rules shared by the sign-up forms (RegStep04, SnsJoin): values, the verified
 * phone, field errors, the duplicate checks on blur, the local checks of e-mail, nickname, name,
 * birthday and phone, and what happens after the server's answer.
 */
export function useJoinForm<V extends JoinValues>(initial: V, codeField: Readonly<Record<string, JoinField>>) {
  const t = useT();
  const navigate = useNavigate();
  const [v, setV] = useState(initial);
  const [mobile, setMobile] = useState('');
  const [authToken, setAuthToken] = useState<string | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [checked, setChecked] = useState<{ userId?: string; nickName?: string }>({});

  const set = (k: keyof V & string) => (e: { target: { value: string } }) => {
    setV({ ...v, [k]: e.target.value });
    setErrors({ ...errors, [k]: undefined });
  };

  /** the e-mail, nickname, name, birthday and phone checks */
  const profileErrors = (): Errors => {
    const e: Errors = {};
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v.userId.trim())) e.userId = t('auth.join.errors.userId');
    const nick = v.nickName.trim();
    if (nick.length < SIGNUP_POLICY.nickName.min || nick.length > SIGNUP_POLICY.nickName.max || !NICKNAME_RE.test(nick))
      e.nickName = t('auth.join.errors.nickName');
    if (!KOREAN_NAME_RE.test(v.name.trim()) || v.name.trim().length < SIGNUP_POLICY.name.min)
      e.name = t('auth.join.errors.name');
    if (!/^\d{8}$/.test(v.birthday)) e.birthday = t('auth.join.errors.birthday');
    if (!authToken) e.mobile = t('auth.join.errors.verify');
    return e;
  };

  /** Runs the shared checks and the screen's own (`extra`), shows the errors; true when there are none. */
  const validate = (extra: Errors): boolean => {
    const errs = { ...profileErrors(), ...extra };
    setErrors(errs);
    return Object.keys(errs).length === 0;
  };

  /** The sign-up fields as sent: trimmed texts, the verified phone and its token. */
  const profile = () => ({
    userId: v.userId.trim(),
    nickName: v.nickName.trim(),
    name: v.name.trim(),
    birthday: v.birthday,
    mobile,
    authToken: authToken!,
  });

  const checkDup = async (field: 'userId' | 'nickName') => {
    const value = v[field].trim();
    if (!value || checked[field] === value) return;
    try {
      await (field === 'userId' ? getChkDupId(value) : getChkDupNick(value));
      setChecked({ ...checked, [field]: value });
    } catch (e) {
      if (e instanceof ApiError && !e.isNetwork) setErrors((prev) => ({ ...prev, [field]: e.message }));
    }
  };

  /** Signed up: the session starts, the welcome (with the signup coupon) shows, My page opens. */
  const signedIn = (res: JoinResponse, savedUserId: string) => {
    setMemberSession({
      accessToken: res.accessToken,
      userSysId: res.authSysId,
      nickName: res.nickName,
      groupIds: res.groupIds,
    });
    saveUser(savedUserId);
    void notify(
      res.coupon
        ? t('auth.join.welcomeCoupon', { name: res.nickName, coupon: res.coupon.name })
        : t('auth.join.welcome', { name: res.nickName }),
    );
    void navigate('/MyPage', { replace: true });
  };

  /** A refusal goes under its field (a spent verification asks for a new one), else into a notice. */
  const refused = (err: unknown) => {
    if (!(err instanceof ApiError) || err.isNetwork) return notify(t('auth.join.failed'));
    const field = codeField[err.code];
    if (!field) return notify(err.message);
    setErrors({ [field]: err.message });
    if (err.code === RC.VERIFY_REQUIRED) setAuthToken(null);
  };

  return {
    v,
    set,
    mobile,
    authToken,
    errors,
    setErrors,
    checked,
    checkDup,
    validate,
    profile,
    signedIn,
    refused,
    setMobile,
    setAuthToken,
  };
}
export type JoinForm = ReturnType<typeof useJoinForm<JoinValues>>;

/** The e-mail field with its duplicate check on blur; `hint` shows until the address is confirmed free. */
export function JoinUserIdField({ form: f, hint }: { form: JoinForm; hint?: string | undefined }) {
  const t = useT();
  return (
    <TextField
      label={t('auth.join.userId')}
      name="userId"
      type="email"
      autoComplete="email"
      autoCapitalize="none"
      value={f.v.userId}
      onChange={f.set('userId')}
      onBlur={() => void f.checkDup('userId')}
      error={f.errors.userId}
      hint={f.checked.userId === f.v.userId.trim() && f.v.userId ? t('auth.join.available') : hint}
    />
  );
}

/** Nickname (with its duplicate check), name, birthday and the phone verification of a sign-up. */
export function JoinProfileFields({ form: f }: { form: JoinForm }) {
  const t = useT();
  return (
    <>
      <TextField
        label={t('auth.join.nickName')}
        name="nickName"
        maxLength={SIGNUP_POLICY.nickName.max}
        value={f.v.nickName}
        onChange={f.set('nickName')}
        onBlur={() => void f.checkDup('nickName')}
        error={f.errors.nickName}
        hint={
          f.checked.nickName === f.v.nickName.trim() && f.v.nickName
            ? t('auth.join.available')
            : t('auth.join.nickHint', { max: SIGNUP_POLICY.nickName.max })
        }
      />
      <TextField
        label={t('auth.join.name')}
        name="name"
        autoComplete="name"
        value={f.v.name}
        onChange={f.set('name')}
        error={f.errors.name}
      />
      <TextField
        label={t('auth.join.birthday')}
        name="birthday"
        inputMode="numeric"
        placeholder="19950315"
        maxLength={8}
        value={f.v.birthday}
        onChange={(e) => f.set('birthday')({ target: { value: e.target.value.replace(/\D/g, '').slice(0, 8) } })}
        error={f.errors.birthday}
        hint={t('auth.join.birthdayHint', { age: SIGNUP_POLICY.minAge })}
      />
      <PhoneVerify
        authType={AUTH_TYPES.join}
        mobile={f.mobile}
        onMobile={(m) => {
          f.setMobile(m);
          f.setErrors({ ...f.errors, mobile: undefined });
        }}
        verified={!!f.authToken}
        onVerified={(r) => f.setAuthToken(r.authToken ?? null)}
      />
      {f.errors.mobile ? (
        <p className="field__error" role="alert">
          {f.errors.mobile}
        </p>
      ) : null}
    </>
  );
}
