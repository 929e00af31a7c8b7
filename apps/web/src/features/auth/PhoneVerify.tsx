import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { AUTH_WAYS, MOBILE_RE, type CheckAuthResponse } from '@lc/contracts';
import { ApiError } from '../../shared/api/client';
import { useT } from '../../shared/i18n';
import { Button, TextField } from '../../shared/ui';
import { useCheckAuthMutation } from './api/post-check-auth';
import { useSendAuthMutation } from './api/post-send-auth';
import { useSmsOutbox } from './api/get-sms-outbox';

const digits = (s: string) => s.replace(/\D/g, '').slice(0, 11);

function useCountdown(until: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!until) return;
    // tick at once too: `now` may be from before the code was sent (it showed 3:01 for a second)
    const tick = () => setNow(Date.now());
    const first = window.setTimeout(tick, 0);
    const id = window.setInterval(tick, 1000);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(id);
    };
  }, [until]);
  return until ? Math.max(0, Math.ceil((until - now) / 1000)) : 0;
}
export const mmss = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;

/**
 * Phone verification by SMS code (auth/sendauthmine → auth/chkauthmine): the number as digits, a
 * 3-minute countdown, the server's own message for every refusal. In demo mode a link opens the SMS outbox.
 */
export function PhoneVerify({
  authType,
  userId,
  mobile,
  onMobile,
  onVerified,
  verified,
  disabled,
}: {
  authType: number;
  userId?: string;
  mobile: string;
  onMobile: (m: string) => void;
  onVerified: (r: CheckAuthResponse) => void;
  verified: boolean;
  disabled?: boolean;
}) {
  const t = useT();
  const send = useSendAuthMutation();
  const check = useCheckAuthMutation();
  const outbox = useSmsOutbox();
  const [requestId, setRequestId] = useState<string | null>(null);
  const [until, setUntil] = useState<number | null>(null);
  const [code, setCode] = useState('');
  const [mobileError, setMobileError] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const left = useCountdown(verified ? null : until);

  const onSend = async () => {
    setMobileError(null);
    setCodeError(null);
    if (!MOBILE_RE.test(mobile)) {
      setMobileError(t('auth.verify.mobileInvalid'));
      return;
    }
    try {
      const r = await send.mutateAsync({
        authType,
        authWay: AUTH_WAYS.sms,
        authWayValue: mobile,
        ...(userId ? { userId } : {}),
      });
      setRequestId(r.requestId);
      setUntil(Date.now() + r.ttlSeconds * 1000);
      setCode('');
      setInfo(t('auth.verify.sent'));
    } catch (e) {
      setMobileError(e instanceof ApiError ? e.message : t('auth.verify.failed'));
    }
  };

  const onCheck = async () => {
    if (!requestId) return;
    setCodeError(null);
    if (!/^\d{6}$/.test(code)) {
      setCodeError(t('auth.verify.codeInvalid'));
      return;
    }
    try {
      const r = await check.mutateAsync({
        authType,
        authWay: AUTH_WAYS.sms,
        authWayValue: mobile,
        requestId,
        authNo: code,
        ...(userId ? { userId } : {}),
      });
      setInfo(t('auth.verify.done'));
      onVerified(r);
    } catch (e) {
      setCodeError(e instanceof ApiError ? e.message : t('auth.verify.failed'));
    }
  };

  return (
    <div className="verify">
      <div className="verify__row">
        <TextField
          label={t('auth.verify.mobile')}
          name="mobile"
          inputMode="numeric"
          autoComplete="tel"
          placeholder="01012345678"
          value={mobile}
          onChange={(e) => onMobile(digits(e.target.value))}
          error={mobileError}
          disabled={verified || disabled}
        />
        <Button variant="outline" onClick={() => void onSend()} disabled={verified || disabled || send.isPending}>
          {requestId ? t('auth.verify.resend') : t('auth.verify.send')}
        </Button>
      </div>
      {requestId && !verified ? (
        <div className="verify__row">
          <TextField
            label={t('auth.verify.code')}
            name="authNo"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
            error={codeError}
            hint={left > 0 ? t('auth.verify.timeLeft', { time: mmss(left) }) : t('auth.verify.expired')}
          />
          <Button onClick={() => void onCheck()} disabled={check.isPending || left === 0}>
            {t('auth.verify.confirm')}
          </Button>
        </div>
      ) : null}
      {info ? (
        <p className="form__hint" role="status">
          {info}
        </p>
      ) : null}
      {outbox.isSuccess && requestId && !verified ? (
        <p className="form__hint">
          <Link to="/SmsOutbox" target="_blank" rel="noopener">
            {t('auth.verify.openOutbox')}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
