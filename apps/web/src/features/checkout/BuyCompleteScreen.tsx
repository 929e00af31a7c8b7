import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ORDER_STATUS, PAY_METHODS, type PayMethod } from '@lc/contracts';
import { ApiError, newIdempotencyKey } from '../../shared/api/client';
import { ask, notify } from '../../shared/dialog';
import { formatWon } from '../../shared/format';
import { useLocale, useT } from '../../shared/i18n';
import { useSession } from '../../shared/session';
import { orderPhase, isUnpaidPhase } from '../../shared/order-phase';
import { Button, ButtonLink, Page, Spinner } from '../../shared/ui';
import { MoneySummary } from '../../shared/ui/MoneySummary';
import { deleteGuestableOrder, patchNotifies, postPay } from './api/orders';
import './checkout.css';

/** /BuyComplete: the server re-queries the gateway, then shows the result (virtual-account deposit details included). */
export function BuyCompleteScreen() {
  const t = useT();
  const [locale] = useLocale();
  const won = (n: number) => formatWon(n, locale);
  const { isLogin } = useSession();
  const [params] = useSearchParams();
  const orderSysId = Number(params.get('orderSysId'));
  const q = useQuery({
    queryKey: ['buy-complete', orderSysId],
    queryFn: () => patchNotifies(orderSysId),
    enabled: orderSysId > 0,
    retry: false,
  });
  const [method, setMethod] = useState<PayMethod>('card');
  const [busy, setBusy] = useState(false);

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

  const retry = async () => {
    setBusy(true);
    try {
      const r = await postPay(
        orderSysId,
        { payMethod: method, easyPayProvider: method === 'easypay' ? 'kakaopay' : null },
        newIdempotencyKey(),
      );
      if (r.redirectUrl) window.location.assign(r.redirectUrl);
      else await q.refetch();
    } catch (e) {
      void notify(e instanceof ApiError ? e.message : t('checkout.failed'));
    } finally {
      setBusy(false);
    }
  };

  const cancel = async () => {
    if (!(await ask(t('checkout.complete.cancelAsk')))) return;
    setBusy(true);
    try {
      await deleteGuestableOrder(orderSysId);
      void notify(t('checkout.complete.cancelDone'));
      await q.refetch();
    } catch (e) {
      void notify(e instanceof ApiError ? e.message : t('checkout.failed'));
    } finally {
      setBusy(false);
    }
  };

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
          <dl className="box amounts" data-testid="vbank-info">
            <dt>{t('checkout.complete.bank')}</dt>
            <dd>{payment.vbank.bankName}</dd>
            <dt>{t('checkout.complete.account')}</dt>
            <dd data-testid="vbank-account">{payment.vbank.accountNumber}</dd>
            <dt>{t('checkout.complete.holder')}</dt>
            <dd>{payment.vbank.holder}</dd>
            <dt>{t('checkout.depositor')}</dt>
            <dd>{payment.vbank.depositorName}</dd>
            <dt>{t('checkout.complete.due')}</dt>
            <dd>
              {new Date(payment.vbank.dueAt).toLocaleString(locale === 'en' ? 'en-GB' : 'ko-KR', {
                timeZone: 'Asia/Seoul',
              })}
            </dd>
            <dt className="total">{t('checkout.complete.depositAmount')}</dt>
            <dd className="total">{won(payment.amount)}</dd>
          </dl>
        ) : null}
        {phase === 'paid' && order.payMethod ? (
          <dl className="box amounts">
            <dt>{t('checkout.payMethod')}</dt>
            <dd>{t(`checkout.method.${order.payMethod}`)}</dd>
          </dl>
        ) : null}
        <MoneySummary
          amounts={order.amounts}
          totalLabel={phase === 'paid' ? 'paid' : 'due'}
          className="money-summary--flat"
        />
        {canRetry ? (
          <div className="box">
            <p>
              {payment?.failReason
                ? t('checkout.complete.declinedHint')
                : payment
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
            <Button block busy={busy} onClick={() => void retry()} style={{ marginTop: 12 }}>
              {payment ? t('checkout.complete.retry') : t('checkout.complete.payNow')}
            </Button>
          </div>
        ) : null}
        {isUnpaidPhase(phase) ? (
          <Button
            variant="outline"
            block
            disabled={busy}
            onClick={() => void cancel()}
            data-testid="complete-cancel"
            style={{ marginBottom: 10 }}
          >
            {t('checkout.complete.cancel')}
          </Button>
        ) : null}
        <ButtonLink
          to={isLogin ? `/ExchangeDetail/${order.orderSysId}` : '/nonMemberOrder'}
          block
          data-testid="complete-order-link"
          style={{ marginBottom: 10 }}
        >
          {isLogin ? t('checkout.complete.orderDetail') : t('checkout.complete.lookup')}
        </ButtonLink>
        <ButtonLink to="/" variant="outline" block>
          {t('checkout.complete.continue')}
        </ButtonLink>
      </div>
    </Page>
  );
}
