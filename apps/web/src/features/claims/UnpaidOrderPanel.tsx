import type { OrderView } from '@lc/contracts';
import { ApiError } from '../../shared/api/client';
import { ask, notify } from '../../shared/dialog';
import { useT } from '../../shared/i18n';
import type { OrderPhase } from '../../shared/order-phase';
import { Button, ButtonLink } from '../../shared/ui';
import { useCancelUnpaidOrder } from '../../shared/api/orders';

/**
 * An order not paid yet: it is cancelled outright (DELETE orders/{id}, no cancel request), or paid
 * on /BuyComplete (another payment method, or the virtual account's deposit details).
 */
export function UnpaidOrderPanel({
  order,
  phase,
  onCancelled,
}: {
  order: Pick<OrderView, 'orderSysId'>;
  phase: OrderPhase;
  onCancelled?: () => void;
}) {
  const t = useT();
  const cancel = useCancelUnpaidOrder();
  const onCancel = async () => {
    if (!(await ask(t('claims.unpaid.cancelAsk')))) return;
    cancel.mutate(order.orderSysId, {
      onSuccess: () => {
        void notify(t('claims.unpaid.cancelled'));
        onCancelled?.();
      },
      onError: (e) => notify(e instanceof ApiError ? e.message : t('claims.cancel.failed')),
    });
  };
  return (
    <section className="claimunpaid" data-testid="unpaid-order">
      <p>{t(phase === 'waitingDeposit' ? 'claims.unpaid.depositNote' : 'claims.unpaid.note')}</p>
      <ButtonLink to={`/BuyComplete?orderSysId=${order.orderSysId}`} block data-testid="unpaid-pay">
        {t(phase === 'waitingDeposit' ? 'claims.unpaid.deposit' : 'claims.unpaid.pay')}
      </ButtonLink>
      <Button
        variant="outline"
        block
        busy={cancel.isPending}
        disabled={cancel.isPending}
        onClick={onCancel}
        data-testid="unpaid-cancel"
      >
        {t('claims.unpaid.cancel')}
      </Button>
    </section>
  );
}
