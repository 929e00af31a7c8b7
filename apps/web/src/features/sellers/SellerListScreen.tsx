import { Link, useNavigate, useParams } from 'react-router';
import { SELLER_TAB_STATES, kstDate, type SallyBroadcast, type SellerTabState } from '@lc/contracts';
import { useT } from '../../shared/i18n';
import { useSession } from '../../shared/session';
import { ButtonLink, EmptyState, Page, Spinner } from '../../shared/ui';
import { useChkSally } from './api/get-chk-sally';
import { useScheduleTypeList } from './api/get-schedule-type-list';
import './sally.css';

const tabOf = (v: string | undefined): SellerTabState =>
  (SELLER_TAB_STATES as readonly string[]).includes(v ?? '') ? (v as SellerTabState) : 'booked';

export function ShowCard({ b, to }: { b: SallyBroadcast; to: string }) {
  const t = useT();
  return (
    <Link to={to} className="sl-show">
      {b.thumnailLiveUrl ? (
        <img src={b.thumnailLiveUrl} alt="" className="sl-show__img" />
      ) : (
        <span className="sl-show__img" />
      )}
      <span className="sl-show__text">
        <span className="sl-show__brand">{b.brandName}</span>
        <strong className="sl-show__title">{b.title}</strong>
        <span className="sl-show__time">
          {b.startDate} {b.startTime}–{b.endTime}
        </span>
        <span className="sl-show__tags">
          {b.scheduleType === 1 ? <span className="sl-badge sl-badge--live">LIVE</span> : null}
          {b.scheduleType === 0 ? (
            <span className={`sl-badge ${b.isConfirmed ? 'sl-badge--1' : 'sl-badge--0'}`}>
              {t(b.isConfirmed ? 'sally.list.confirmed' : 'sally.list.toConfirm')}
            </span>
          ) : null}
          <span className="s-muted">{t('sally.list.products', { n: b.prdtTotalCnt })}</span>
        </span>
      </span>
    </Link>
  );
}

/** '/seller/sellerList/:tabState?': booked, live and ended shows with their counts. */
export function SellerListScreen() {
  const t = useT();
  const navigate = useNavigate();
  const tab = tabOf(useParams().tabState);
  const { userSysId } = useSession();
  const chk = useChkSally(userSysId);
  const sally = chk.data?.sally ?? undefined;
  const type = SELLER_TAB_STATES.indexOf(tab);
  const list = useScheduleTypeList(type, sally?.sallySysId);
  const counts = list.data ?? sally;
  const countOf = (k: SellerTabState) =>
    k === 'booked' ? counts?.waitTotalCnt : k === 'live' ? counts?.liveBroadcastCnt : counts?.terminatedCnt;

  if (chk.isPending)
    return (
      <Page title={t('screens.sellerList')}>
        <Spinner label={t('common.loading')} />
      </Page>
    );
  if (!sally)
    return (
      <Page title={t('screens.sellerList')}>
        <EmptyState
          title={t('sally.notSally')}
          description={t('sally.notSallyText')}
          action={<ButtonLink to="/seller/intro">{t('sally.intro.join')}</ButtonLink>}
        />
      </Page>
    );
  return (
    <Page
      title={t('screens.sellerList')}
      headerRight={
        <Link to="/seller/modify" className="sl-head-link">
          {t('sally.list.modify')}
        </Link>
      }
    >
      <div className="sl-profile">
        <strong>{sally.sallyName}</strong>
        <span className="s-muted">{t('sally.list.contracts', { n: sally.ctrCnt })}</span>
        <Link to={`/sharePlan/${sally.userSysId}/${kstDate(new Date())}`} className="sl-head-link">
          {t('sally.list.sharePlan')}
        </Link>
      </div>
      {sally.ctrCnt === 0 ? <p className="s-notice sl-pad">{t('sally.list.waiting')}</p> : null}
      <div className="sl-tabs" role="tablist">
        {SELLER_TAB_STATES.map((k) => (
          <button
            key={k}
            role="tab"
            aria-selected={k === tab}
            className={`sl-tab ${k === tab ? 'sl-tab--on' : ''}`}
            onClick={() => navigate(`/seller/sellerList/${k}`, { replace: true })}
          >
            {t(`sally.tabs.${k}`)} <span className="sl-tab__n">{countOf(k) ?? 0}</span>
          </button>
        ))}
      </div>
      <div className="sl-body">
        {list.isPending ? (
          <Spinner label={t('common.loading')} />
        ) : list.data && list.data.broadcasts.length > 0 ? (
          list.data.broadcasts.map((b) => (
            <ShowCard
              key={b.broadcastSallySysId}
              b={b}
              to={
                tab === 'booked'
                  ? `/seller/broadCastDetail/${b.broadcastSysId}/${b.broadcastScheduleSysId}`
                  : `/seller/saleChartDetail/${b.broadcastSysId}/${b.broadcastScheduleSysId}`
              }
            />
          ))
        ) : (
          <EmptyState title={t(`sally.list.empty.${tab}`)} />
        )}
      </div>
    </Page>
  );
}
