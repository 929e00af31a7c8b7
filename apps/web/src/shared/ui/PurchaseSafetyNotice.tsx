import type { OperatorIdentity } from '@lc/contracts';
import { useT } from '../i18n';

/** 구매안전서비스 가입 사실 (전자상거래법 제13조 ② 10호, 제24조): the escrow provider, or the insurance. */
export function PurchaseSafetyNotice({ o }: { o: OperatorIdentity }) {
  const t = useT();
  const text =
    o.buyerProtection === 'insurance'
      ? t('disclosure.safety.insurance', { text: o.insuranceText ?? '' })
      : t('disclosure.safety.escrow', { provider: t(`disclosure.safety.providers.${o.escrowProvider ?? 'sandbox'}`) });
  return (
    <p className="opfooter__mediator" data-testid="purchase-safety">
      {text}
    </p>
  );
}
