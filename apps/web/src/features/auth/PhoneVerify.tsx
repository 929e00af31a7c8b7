import { Link } from 'react-router';
import type { CheckAuthResponse } from '@lc/contracts';
import { useT } from '../../shared/i18n';
import { Button, TextField } from '../../shared/ui';
import { useSmsOutbox } from './api/get-sms-outbox';
import { mmss, usePhoneVerify } from './usePhoneVerify';

export { mmss };

const digits = (s: string) => s.replace(/\D/g, '').slice(0, 11);

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
  const outbox = useSmsOutbox();
  const { send, check, requestId, code, setCode, mobileError, codeError, info, left, onSend, onCheck } = usePhoneVerify(
    { authType, userId, mobile, onVerified, verified },
  );

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
