import { Link } from 'react-router';
import type { ClaimView } from '@lc/contracts';
import { useT } from '../../../shared/i18n';
import { AddClaimPhotos } from './AddClaimPhotos';
import { ClaimFacts } from './ClaimFacts';
import { useClaimCard } from './useClaimCard';

const OPEN = ['pending', 'approved'];

/** One cancel, exchange or return request of /ExchangeDetail: state, facts, photos and what is left to do. */
export function ClaimCard({ claim: c }: { claim: ClaimView }) {
  const t = useT();
  const { fee, feePaid, withdraw, onWithdraw } = useClaimCard(c);
  const open = OPEN.includes(c.status);
  const base = `${c.orderSysId}/${c.orderPrdtSysId}`;
  return (
    <section className="claimdetail__card" data-testid="claim-card" data-claim={c.claimSysId}>
      <header>
        <strong>{t(`claims.types.${c.type}`)}</strong>
        <span data-testid="claim-status">{t(`claims.status.${c.status}`)}</span>
        {c.status === 'pending' ? (
          <button
            type="button"
            className="claimdetail__withdraw"
            disabled={withdraw.isPending}
            onClick={onWithdraw}
            data-testid="claim-withdraw"
          >
            {t('claims.detail.withdraw')}
          </button>
        ) : null}
      </header>
      <ClaimFacts claim={c} feePaid={feePaid} />
      {c.images.length ? (
        <div className="claimreq__photos">
          {c.images.map((u) => (
            <img key={u} src={u} alt="" width={64} height={64} />
          ))}
        </div>
      ) : null}
      {open && c.type !== 'cancel' ? <AddClaimPhotos claim={c} /> : null}
      {open && c.type !== 'cancel' ? (
        <div className="claimdetail__actions">
          {c.shippingFee > 0 && fee.data && !feePaid ? (
            <Link to={`/reqPay/${base}`}>{t('claims.detail.payFee')}</Link>
          ) : null}
          <Link to={`/ExchangeInvoice/${base}`}>
            {c.returnInvoice ? t('claims.detail.editInvoice') : t('claims.detail.enterInvoice')}
          </Link>
        </div>
      ) : null}
    </section>
  );
}
