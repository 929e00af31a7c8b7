import type { EasyPayProvider, PayMethod } from '@lc/contracts';
import { useT } from '../../../shared/i18n';

/** How the order was paid: the method, and for easy pay the wallet the gateway says was used (issue 32 #14). */
export function PaidMethod({ method, provider }: { method: PayMethod; provider?: EasyPayProvider | null }) {
  const t = useT();
  return (
    <dl className="box amounts">
      <dt>{t('checkout.payMethod')}</dt>
      <dd data-testid="paid-method">
        {t(`checkout.method.${method}`)}
        {method === 'easypay' && provider ? ` · ${t(`checkout.provider.${provider}`)}` : ''}
      </dd>
    </dl>
  );
}
