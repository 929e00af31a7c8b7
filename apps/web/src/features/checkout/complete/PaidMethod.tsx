import type { PayMethod } from '@lc/contracts';
import { useT } from '../../../shared/i18n';

/** How a paid order was paid. */
export function PaidMethod({ method }: { method: PayMethod }) {
  const t = useT();
  return (
    <dl className="box amounts">
      <dt>{t('checkout.payMethod')}</dt>
      <dd>{t(`checkout.method.${method}`)}</dd>
    </dl>
  );
}
