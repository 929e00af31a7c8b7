import { Link } from 'react-router';
import type { BroadcastCard } from '@lc/contracts';
import { formatWon } from '../../shared/format';
import { useLocale, useT } from '../../shared/i18n';
import { useSession } from '../../shared/session';
import { EmptyState, IconLive, ProductImage, Spinner } from '../../shared/ui';
import { useBanners } from './api/get-banners';
import { useBroadcastMainLists } from './api/get-broadcast-mainlists';
import { useJoinCoupon } from '../../shared/api/coupons';
import { usePlansMain } from './api/get-plans-main';
import { useTranslatedTexts } from './api/post-trans';
import { HomeSection } from './HomeSection';

/** Home banners (operations/bannerplans/main/lists) and the join-coupon banner when its amount is above 0. */
export function Banners() {
  const t = useT();
  const [locale] = useLocale();
  const { isLogin } = useSession();
  const q = useBanners();
  const join = useJoinCoupon();
  // issue 19 "Speed": the banner's box is there before the list arrives, so nothing below it moves
  if (!q.data) return <div className="banners banners--pending" aria-busy="true" />;
  // the coupons domain's signup coupon when it answers; the banner list's amount otherwise
  const fromCoupons = join.data?.coupon;
  const percent = fromCoupons?.discountTypeCode === 'percent';
  const coupon = join.data ? (fromCoupons?.discountAmount ?? 0) : q.data.joinCoupon.discountAmount;
  return (
    <>
      {!isLogin && coupon > 0 ? (
        <Link to="/RegStep00" className="join-coupon" data-testid="join-coupon">
          <strong>{t('home.joinCoupon.title', { amount: percent ? `${coupon}%` : formatWon(coupon, locale) })}</strong>
          <span>{t('home.joinCoupon.cta')} ›</span>
        </Link>
      ) : null}
      {q.data.banners.length > 0 ? (
        <div className="banners" aria-label={t('home.banners')}>
          {q.data.banners.map((b, i) => (
            <Link key={b.bannerSysId} to={b.linkUrl} className="banner">
              <ProductImage src={b.imageUrl} alt="" className="banner__img" eager={i === 0} width={640} height={320} />
              <span className="banner__title">{b.title}</span>
            </Link>
          ))}
        </div>
      ) : null}
    </>
  );
}

/** Running exhibitions and events (operations/plans/mainlist). */
export function Exhibitions() {
  const t = useT();
  const q = usePlansMain();
  if (!q.data || q.data.plans.length === 0) return null;
  return (
    <HomeSection title={t('home.sections.plans')} id="sec-plans">
      <ul className="plans">
        {q.data.plans.map((p) => (
          <li key={p.planSysId}>
            <Link to={`/PlanningEvent/${p.planSysId}`} className="plan">
              <ProductImage src={p.bannerImageUrl} alt="" className="plan__img" />
              <span className="plan__type">{t(`home.planType.${p.planType}`)}</span>
              <strong className="plan__title">{p.title}</strong>
              <span className="plan__brief">{p.briefComment}</span>
            </Link>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}

/** issue 19: the replays (vodList of broadcasts/mainlists), with a link to the whole replay list. */
export const HOME_REPLAY_COUNT = 4;
export function ReplayBroadcasts() {
  const t = useT();
  const q = useBroadcastMainLists();
  const list = (q.data?.vodList ?? []).slice(0, HOME_REPLAY_COUNT);
  const titles = useTranslatedTexts(list.map((b) => b.title));
  if (list.length === 0) return null;
  return (
    <HomeSection
      title={t('home.sections.replay')}
      id="sec-replay"
      more={{ to: '/LiveItems/vod', label: t('home.moreReplays') }}
    >
      <ul className="bcasts">
        {list.map((b, i) => (
          <BroadcastRow key={b.broadcastScheduleSysId} b={b} title={titles[i] ?? b.title} />
        ))}
      </ul>
    </HomeSection>
  );
}

function BroadcastRow({ b, title }: { b: BroadcastCard; title: string }) {
  const t = useT();
  const to =
    b.status === 'live'
      ? `/Live/${b.broadcastSysId}/${b.broadcastScheduleSysId}`
      : `/Vod/${b.broadcastSysId}/${b.broadcastScheduleSysId}`;
  return (
    <li>
      <Link to={to} className="bcast">
        <ProductImage src={b.thumnailLiveUrl ?? b.brandImageUrl ?? ''} alt="" className="bcast__img" />
        <span className={b.status === 'live' ? 'badge badge--live' : 'badge'}>{t(`home.bstatus.${b.status}`)}</span>
        <strong className="bcast__title">{title}</strong>
        <span className="bcast__meta">
          {b.brandName} · {b.startDate} {b.startTime}
        </span>
      </Link>
    </li>
  );
}

/** The live tab's broadcasts: on air first, then scheduled; the empty state when there are none. */
export function LiveBroadcasts() {
  const t = useT();
  const q = useBroadcastMainLists();
  const list = q.data ? [...q.data.liveList, ...q.data.readyList] : [];
  const titles = useTranslatedTexts(list.map((b) => b.title));
  if (q.isPending) return <Spinner label={t('common.loading')} />;
  if (list.length === 0) {
    return <EmptyState icon={<IconLive size={32} />} title={t('home.noLive')} description={t('home.noLiveDesc')} />;
  }
  return (
    <HomeSection title={t('home.sections.live')} id="sec-live">
      <ul className="bcasts">
        {list.map((b, i) => (
          <BroadcastRow key={b.broadcastScheduleSysId} b={b} title={titles[i] ?? b.title} />
        ))}
      </ul>
    </HomeSection>
  );
}
