import { useT } from '../../../shared/i18n';
import { isUnpaidPhase, type OrderPhase } from '../../../shared/order-phase';
import { Button, ButtonLink } from '../../../shared/ui';

/** The foot of /BuyComplete: cancel an unpaid order, the order (or the guest lookup), continue shopping. */
export function CompleteLinks({
  phase,
  orderSysId,
  isLogin,
  busy,
  onCancel,
}: {
  phase: OrderPhase;
  orderSysId: number;
  isLogin: boolean;
  busy: boolean;
  onCancel(): void;
}) {
  const t = useT();
  return (
    <>
      {isUnpaidPhase(phase) ? (
        <Button
          variant="outline"
          block
          disabled={busy}
          onClick={onCancel}
          data-testid="complete-cancel"
          style={{ marginBottom: 10 }}
        >
          {t('checkout.complete.cancel')}
        </Button>
      ) : null}
      <ButtonLink
        to={isLogin ? `/ExchangeDetail/${orderSysId}` : '/nonMemberOrder'}
        block
        data-testid="complete-order-link"
        style={{ marginBottom: 10 }}
      >
        {isLogin ? t('checkout.complete.orderDetail') : t('checkout.complete.lookup')}
      </ButtonLink>
      <ButtonLink to="/" variant="outline" block>
        {t('checkout.complete.continue')}
      </ButtonLink>
    </>
  );
}
