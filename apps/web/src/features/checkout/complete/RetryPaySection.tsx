import { PAY_METHODS, type EasyPayProvider, type PayMethod } from '@lc/contracts';
import { useT } from '../../../shared/i18n';
import { Button } from '../../../shared/ui';
import { EasyPayProviderField } from '../EasyPayProviderField';

/** Pay an unpaid or declined order again: the hint, the methods (no virtual account) and the button. */
export function RetryPaySection({
  failed,
  paid,
  method,
  setMethod,
  provider,
  setProvider,
  busy,
  onRetry,
}: {
  /** the gateway declined the last attempt */
  failed: boolean;
  /** a payment was attempted before */
  paid: boolean;
  method: PayMethod;
  setMethod(m: PayMethod): void;
  /** the wallet of an easy-pay payment (issue 32 #14) */
  provider: EasyPayProvider;
  setProvider(p: EasyPayProvider): void;
  busy: boolean;
  onRetry(): void;
}) {
  const t = useT();
  return (
    <div className="box">
      <p>
        {failed
          ? t('checkout.complete.declinedHint')
          : paid
            ? t('checkout.complete.retryHint')
            : t('checkout.complete.payHint')}
      </p>
      <div className="choices" role="radiogroup">
        {PAY_METHODS.filter((m) => m !== 'vbank').map((m) => (
          <label key={m} className={method === m ? 'choice choice--on' : 'choice'}>
            <input type="radio" name="retryMethod" checked={method === m} onChange={() => setMethod(m)} />
            {t(`checkout.method.${m}`)}
          </label>
        ))}
      </div>
      {method === 'easypay' ? <EasyPayProviderField value={provider} onChange={setProvider} /> : null}
      <Button block busy={busy} onClick={onRetry} style={{ marginTop: 12 }}>
        {paid ? t('checkout.complete.retry') : t('checkout.complete.payNow')}
      </Button>
    </div>
  );
}
