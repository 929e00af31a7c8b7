import type { FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ORDER_STATUS, SHOPPER_RETURNABLE } from '@lc/contracts';
import { notify } from '../../shared/dialog';
import { useT } from '../../shared/i18n';
import { isUnpaidPhase, orderPhase } from '../../shared/order-phase';
import { Button, EmptyState, FormError, Page, Spinner } from '../../shared/ui';
import { useOrder } from './api/get-order';
import { postProposal } from './api/post-proposal';
import { UnpaidOrderPanel } from './UnpaidOrderPanel';
import { ClaimLine, ReasonFields, RefundAccountFields, useClaimForm } from './ClaimParts';
import './claims.css';

const CANCELLABLE: number[] = [ORDER_STATUS.paid, ORDER_STATUS.preparing];

/**
 * /CancelReq/{orderSysId}/{orderPrdtSysId?}: a cancel request before dispatch, for one item or for
 * every cancellable item of the order (each item's additional products are cancelled with it, first).
 * A reason from the spec's list or a detail text; a refund account for a virtual-account payment.
 */
export function CancelReqScreen() {
  const t = useT();
  const navigate = useNavigate();
  const params = useParams();
  const orderSysId = Number(params.orderSysId);
  const only = params.orderPrdtSysId ? Number(params.orderPrdtSysId) : null;
  const q = useOrder(orderSysId);
  const needsAccount = q.data?.order.payMethod === 'vbank';
  const form = useClaimForm(needsAccount);

  if (q.isLoading) return <Spinner label={t('common.loading')} />;
  if (!q.data) return <EmptyState title={t('claims.cancel.notFound')} />;
  const phase = orderPhase(q.data.order, q.data.payment);
  // an order not paid yet is cancelled outright (DELETE orders/{id}), not through a cancel request
  if (isUnpaidPhase(phase))
    return (
      <Page title={t('screens.CancelReq')} className="claimreq">
        <section className="claimreq__unpaid">
          <h2>{t('claims.cancel.items')}</h2>
          <ul className="claimreq__items">
            {q.data.products
              .filter((p) => p.parentOrderPrdtSysId === null)
              .map((l) => (
                <ClaimLine key={l.orderPrdtSysId} line={l} testId="cancel-item" />
              ))}
          </ul>
        </section>
        <UnpaidOrderPanel
          order={q.data.order}
          phase={phase}
          onCancelled={() => void navigate('/BuyHistory', { replace: true })}
        />
      </Page>
    );
  const shipped = q.data.products.some((p) => (SHOPPER_RETURNABLE as readonly number[]).includes(p.status));
  const lines = q.data.products.filter(
    (p) =>
      p.parentOrderPrdtSysId === null && CANCELLABLE.includes(p.status) && (only === null || p.orderPrdtSysId === only),
  );

  const submit = (e: FormEvent) =>
    form.submit(e, async () => {
      for (const l of lines) await postProposal(orderSysId, l.orderPrdtSysId, 'cancel', form.body());
      void notify(t('claims.cancel.done'));
      void navigate('/BuyHistory', { replace: true });
    });

  return (
    <Page title={t('screens.CancelReq')} className="claimreq">
      {lines.length === 0 ? (
        <EmptyState
          title={t(
            phase === 'cancelled'
              ? 'claims.cancel.alreadyCancelled'
              : shipped
                ? 'claims.cancel.nothing'
                : 'claims.cancel.nothingNow',
          )}
        />
      ) : (
        <form onSubmit={(e) => void submit(e)} noValidate>
          <section>
            <h2>{t('claims.cancel.items')}</h2>
            <ul className="claimreq__items">
              {lines.map((l) => (
                <ClaimLine key={l.orderPrdtSysId} line={l} testId="cancel-item" />
              ))}
            </ul>
          </section>
          <ReasonFields form={form} legend={t('claims.cancel.reason')} feeNote={false} type="cancel" />
          {needsAccount ? <RefundAccountFields form={form} /> : null}
          <FormError message={form.error} className="claimreq__error" />
          <Button type="submit" block size="lg" busy={form.busy}>
            {t('claims.cancel.submit')}
          </Button>
        </form>
      )}
    </Page>
  );
}
