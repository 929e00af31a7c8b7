import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { CLAIM_POLICY, ORDER_STATUS } from '@lc/contracts';
import { notify } from '../../shared/dialog';
import { useT } from '../../shared/i18n';
import { Button, EmptyState, FormError, Page, Spinner } from '../../shared/ui';
import { useOrder } from './api/get-order';
import { postProposalWithPhotos } from './api/post-proposal-multipart';
import { ClaimLine, ReasonFields, RefundAccountFields, useClaimForm } from './ClaimParts';
import './claims.css';

/**
 * /ExchangeReq/{orderSysId}/{orderPrdtSysId}/{type}: a return (after dispatch) or an exchange (after
 * delivery), within 7 days of delivery, with a reason, up to five photos and — for a virtual-account
 * return — the refund account. Customer-fault reasons carry the 5,000 won round trip.
 */
export function ExchangeReqScreen() {
  const t = useT();
  const navigate = useNavigate();
  const params = useParams();
  const orderSysId = Number(params.orderSysId);
  const pid = Number(params.orderPrdtSysId);
  const type = params.type === 'exchange' ? 'exchange' : 'return';
  const q = useOrder(orderSysId);
  const needsAccount = type === 'return' && q.data?.order.payMethod === 'vbank';
  const form = useClaimForm(needsAccount);
  const [photos, setPhotos] = useState<File[]>([]);
  const previews = useMemo(() => photos.map((f) => URL.createObjectURL(f)), [photos]);
  useEffect(() => () => previews.forEach((u) => URL.revokeObjectURL(u)), [previews]);

  if (q.isLoading) return <Spinner label={t('common.loading')} />;
  const line = q.data?.products.find((p) => p.orderPrdtSysId === pid);
  if (!q.data || !line) return <EmptyState title={t('claims.cancel.notFound')} />;

  const submit = (e: FormEvent) =>
    form.submit(e, async () => {
      const { claim } = await postProposalWithPhotos(orderSysId, pid, type, form.body(), photos);
      void notify(t(`claims.${type}.done`));
      // a customer-fault request pays its round trip next (/reqPay); otherwise back to the history
      if (claim.shippingFee > 0) void navigate(`/reqPay/${orderSysId}/${pid}`, { replace: true });
      else void navigate('/BuyHistory', { replace: true });
    });

  return (
    <Page title={t(`claims.${type}.title`)} className="claimreq">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <ul className="claimreq__items">
          <ClaimLine line={line} testId="claim-item" />
        </ul>
        <ReasonFields
          form={form}
          legend={t(`claims.${type}.reason`)}
          feeNote
          type={type}
          sellerFaultOnly={line.status === ORDER_STATUS.purchaseConfirmed}
        />
        <label className="claimreq__detail">
          {t('claims.photos', { max: CLAIM_POLICY.maxImages })}
          <span className="claimreq__add" aria-hidden="true">
            {t('claims.addPhoto', { n: photos.length, max: CLAIM_POLICY.maxImages })}
          </span>
          <input
            className="claimreq__file"
            type="file"
            accept="image/jpeg,image/png,image/gif,image/webp"
            multiple
            onChange={(e) => {
              const picked = Array.from(e.target.files ?? []);
              if (photos.length + picked.length > CLAIM_POLICY.maxImages)
                form.setError(t('claims.tooManyPhotos', { max: CLAIM_POLICY.maxImages }));
              setPhotos([...photos, ...picked].slice(0, CLAIM_POLICY.maxImages));
              e.target.value = '';
            }}
          />
        </label>
        {previews.length ? (
          <div className="claimreq__photos" data-testid="photo-previews">
            {previews.map((u, i) => (
              <button
                key={u}
                type="button"
                aria-label={t('claims.removePhoto', { n: i + 1 })}
                onClick={() => setPhotos(photos.filter((_, j) => j !== i))}
              >
                <img src={u} alt="" width={64} height={64} />
              </button>
            ))}
          </div>
        ) : null}
        {needsAccount ? <RefundAccountFields form={form} /> : null}
        <FormError message={form.error} className="claimreq__error" />
        <Button type="submit" block size="lg" busy={form.busy}>
          {t(`claims.${type}.submit`)}
        </Button>
      </form>
    </Page>
  );
}
