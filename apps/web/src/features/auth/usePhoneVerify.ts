import { useEffect, useState } from 'react';
import { AUTH_WAYS, MOBILE_RE, type CheckAuthResponse } from '@lc/contracts';
import { ApiError } from '../../shared/api/client';
import { useT } from '../../shared/i18n';
import { useCheckAuthMutation } from './api/post-check-auth';
import { useSendAuthMutation } from './api/post-send-auth';

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

/** The SMS code's state and its two requests (send, check) for `PhoneVerify`. */
export function usePhoneVerify({
  authType,
  userId,
  mobile,
  onVerified,
  verified,
}: {
  authType: number;
  userId?: string;
  mobile: string;
  onVerified: (r: CheckAuthResponse) => void;
  verified: boolean;
}) {
  const t = useT();
  const send = useSendAuthMutation();
  const check = useCheckAuthMutation();
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

  return { send, check, requestId, code, setCode, mobileError, codeError, info, left, onSend, onCheck };
}
