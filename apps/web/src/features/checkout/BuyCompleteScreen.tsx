import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ORDER_STATUS } from '@lc/contracts';
import { ApiError } from '../../shared/api/client';
import { useT } from '../../shared/i18n';
import { useSession } from '../../shared/session';
import { orderPhase } from '../../shared/order-phase';
import { Page, Spinner } from '../../shared/ui';
import { MoneySummary } from '../../shared/ui/MoneySummary';
import { patchNotifies } from './api/orders';
import { CompleteLinks } from './complete/CompleteLinks';
import { DepositAccount } from './complete/DepositAccount';
import { PaidMethod } from './complete/PaidMethod';
import { RetryPaySection } from './complete/RetryPaySection';
import { useCompleteActions } from './complete/useCompleteActions';
import './checkout.css';

/** /BuyComplete: the server re-queries the gateway, then shows the result (virtual-account deposit details included). */
export function BuyCompleteScreen() {
  const t = useT();
  const { isLogin } = useSession();
  const [params] = useSearchParams();
  const orderSysId = Number(params.get('orderSysId'));
  const q = useQuery({
    queryKey: ['buy-complete', orderSysId],
    queryFn: () => patchNotifies(orderSysId),
    enabled: orderSysId > 0,
    retry: false,
  });
  const { method, setMethod, provider, setProvider, busy, retry, cancel } = useCompleteActions(orderSysId, q);

  if (!(orderSysId > 0))
    return (
      <Page title={t('screens.BuyComplete')}>
        <p className="complete">{t('checkout.complete.noOrder')}</p>
      </Page>
    );
  if (q.isLoading)
    return (
      <Page title={t('screens.BuyComplete')}>
        <Spinner label={t('common.loading')} />
      </Page>
    );
  if (q.error || !q.data) {
    return (
      <Page title={t('screens.BuyComplete')}>
        <p className="complete err" role="alert">
          {q.error instanceof ApiError ? q.error.message : t('checkout.failed')}
        </p>
      </Page>
    );
  }
  const { order, payment } = q.data;
  const phase = orderPhase(order, payment);
  const canRetry = phase === 'unpaid' || phase === 'declined';

  return (
    <Page title={t('screens.BuyComplete')}>
      <div className="complete" data-testid="buy-complete" data-status={order.status} data-phase={phase}>
        <h2>{t(`checkout.complete.phase.${phase}`)}</h2>
        <p>{t('checkout.complete.orderNumber', { number: order.orderNumber })}</p>
        {phase === 'paid' && order.status !== ORDER_STATUS.paid ? (
          <p className="complete__now" data-testid="complete-now">
            {t('checkout.complete.now', { status: t(`orders.status.${order.status}`) })}
          </p>
        ) : null}
        {phase === 'waitingDeposit' && payment?.vbank ? (
          <DepositAccount vbank={payment.vbank} amount={payment.amount} />
        ) : null}
        {phase === 'paid' && order.payMethod ? (
          <PaidMethod method={order.payMethod} provider={payment?.easyPayProvider} />
        ) : null}
        <MoneySummary
          amounts={order.amounts}
          totalLabel={phase === 'paid' ? 'paid' : 'due'}
          className="money-summary--flat"
        />
        {canRetry ? (
          <RetryPaySection
            failed={!!payment?.failReason}
            paid={!!payment}
            method={method}
            setMethod={setMethod}
            provider={provider}
            setProvider={setProvider}
            busy={busy}
            onRetry={() => void retry()}
          />
        ) : null}
        <CompleteLinks
          phase={phase}
          orderSysId={order.orderSysId}
          isLogin={isLogin}
          busy={busy}
          onCancel={() => void cancel()}
        />
      </div>
    </Page>
  );
}
