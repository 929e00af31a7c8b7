import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { notify } from '../../shared/dialog';
import { formatWon } from '../../shared/format';
import { useLocale, useT } from '../../shared/i18n';
import { Button, ButtonLink, EmptyState, Page, Spinner } from '../../shared/ui';
import { useBroadcastProducts } from './api/get-broadcast-products';
import { useScheduleType } from './api/get-schedule-type';
import { useConfirmBroadcastMutation } from './api/put-broadcast-sally';
import { ContentRules } from './SellerIntroScreen';
import './sally.css';

/** '/seller/broadCastDetail/:broadcastSysId/:broadcastScheduleSysId': products, time and the content to confirm. */
export function SellerBroadcastDetailScreen() {
  const t = useT();
  const [locale] = useLocale();
  const navigate = useNavigate();
  const confirmContent = useConfirmBroadcastMutation();
  const p = useParams();
  const broadcastSysId = Number(p.broadcastSysId) || 0;
  const scheduleId = Number(p.broadcastScheduleSysId) || 0;
  const detail = useScheduleType(scheduleId);
  const products = useBroadcastProducts(broadcastSysId);
  const [agree, setAgree] = useState(false);
  const [busy, setBusy] = useState(false);
  const b = detail.data?.broadcast;

  if (detail.isPending)
    return (
      <Page title={t('screens.sellerBroadCastDetail')}>
        <Spinner label={t('common.loading')} />
      </Page>
    );
  if (!b)
    return (
      <Page title={t('screens.sellerBroadCastDetail')}>
        <EmptyState
          title={t('sellers.noBroadcast')}
          action={<ButtonLink to="/seller/sellerList">{t('sally.backToList')}</ButtonLink>}
        />
      </Page>
    );
  const confirm = async () => {
    if (!agree) return notify(t('sellers.consentRequired'));
    setBusy(true);
    try {
      await confirmContent.mutateAsync(b.broadcastSallySysId);
      void notify(t('sally.detail.confirmedNotice'));
    } catch {
      void notify(t('sellers.failed'));
    } finally {
      setBusy(false);
    }
  };
  const start = () => {
    if (!agree) return notify(t('sellers.consentRequired'));
    void navigate(`/seller/streamTerm/${b.broadcastSysId}/${b.broadcastScheduleSysId}`);
  };
  return (
    <Page title={t('screens.sellerBroadCastDetail')}>
      <div className="sl-body">
        <section className="s-card">
          <p className="s-card__brand">{b.brandName}</p>
          <h2 className="s-card__title">{b.title}</h2>
          <p className="s-card__time">
            {b.startDate} {b.startTime}–{b.endTime}
          </p>
          {b.briefComment ? <p className="s-muted">{b.briefComment}</p> : null}
          <p className={b.isConfirmed ? 'sl-ok' : 'sl-bad'}>
            {b.isConfirmed
              ? t('sally.detail.confirmedAt', { at: (b.confirmedAt ?? '').slice(0, 16).replace('T', ' ') })
              : t('sally.detail.notConfirmed')}
          </p>
        </section>
        <section className="s-card">
          <h3 className="sl-h3">{t('sally.detail.products', { n: products.data?.prdtTotalCnt ?? b.prdtTotalCnt })}</h3>
          <ul className="sl-products">
            {products.data?.broadcastPrdts.map((x) => (
              <li key={x.broadcastProductSysId} className="sl-product">
                <img src={x.squareImageUrl} alt="" />
                <span>
                  <span className="s-muted">{x.brandName}</span>
                  <strong>{x.name}</strong>
                  <span>
                    {x.discountRate > 0 ? <em className="sl-rate">{x.discountRate}%</em> : null}{' '}
                    {formatWon(x.price, locale)}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        </section>
        <ContentRules />
        {b.scheduleType !== 2 ? (
          <>
            <label className="s-consent">
              <input type="checkbox" checked={agree} onChange={(e) => setAgree(e.target.checked)} />
              <span>{t('sally.detail.consent')}</span>
            </label>
            {!b.isConfirmed ? (
              <Button size="lg" block busy={busy} onClick={() => void confirm()}>
                {t('sally.detail.confirm')}
              </Button>
            ) : null}
            <Button size="lg" block variant={b.isConfirmed ? 'primary' : 'outline'} onClick={start}>
              {t('sally.detail.start')}
            </Button>
          </>
        ) : null}
        <ButtonLink
          to={`/seller/saleChartDetail/${b.broadcastSysId}/${b.broadcastScheduleSysId}`}
          variant="ghost"
          block
        >
          {t('sally.detail.sales')}
        </ButtonLink>
      </div>
    </Page>
  );
}
