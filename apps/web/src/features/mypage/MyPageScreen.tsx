import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { WEB_VERSION, type MyCoupon, type MyPageOrderCounts, type Role } from '@lc/contracts';
import { couponTerms } from '../../shared/coupon-terms';
import { useLocale, useT } from '../../shared/i18n';
import { notify } from '../../shared/dialog';
import { isLoggingOut, logout, rememberLandingPage, useSession } from '../../shared/session';
import { Button, EmptyState, Header, IconSettings, LinkMenu, OperatorFooter, Spinner } from '../../shared/ui';
import { useProfile } from '../../shared/api/users';
import { useMyPage } from './api/get-mypage';
import { formatWon, withThousands } from '../../shared/format';
import './mypage.css';

interface MenuItem {
  to: string;
  /** key in screens.* */
  screen: string;
}

const MENU: readonly { key: string; items: readonly MenuItem[]; roles?: readonly Role[] }[] = [
  {
    key: 'shopping',
    items: [
      { to: '/BuyHistory', screen: 'BuyHistory' },
      { to: '/Exchange', screen: 'Exchange' },
      { to: '/cart', screen: 'cart' },
      { to: '/Basket', screen: 'Basket' },
      { to: '/ViewLog', screen: 'ViewLog' },
    ],
  },
  {
    key: 'benefits',
    items: [
      { to: '/MyPoint', screen: 'MyPoint' },
      { to: '/Coupon', screen: 'Coupon' },
    ],
  },
  {
    key: 'activity',
    items: [
      { to: '/MyReview', screen: 'MyReview' },
      { to: '/myQna', screen: 'myQna' },
      { to: '/CalendarReserved', screen: 'CalendarReserved' },
      { to: '/AlertList', screen: 'AlertList' },
    ],
  },
  {
    key: 'seller',
    roles: ['sellover', 'manager', 'admin'],
    items: [{ to: '/seller/sellerList', screen: 'sellerList' }],
  },
  {
    key: 'settings',
    items: [
      { to: '/ChkPw?next=/modifyProfile', screen: 'modifyProfile' },
      { to: '/ChangePw', screen: 'ChangePw' },
      { to: '/AddressBook', screen: 'AddressBook' },
      { to: '/AlertSet', screen: 'AlertSet' },
      { to: '/MovieSetting', screen: 'MovieSetting' },
      { to: '/LanguageSetting', screen: 'LanguageSetting' },
    ],
  },
  {
    key: 'support',
    items: [
      { to: '/Notice', screen: 'Notice' },
      { to: '/CustomerMain', screen: 'CustomerMain' },
      { to: '/About/Terms', screen: 'AboutTerms' },
      { to: '/About/Privacy', screen: 'AboutPrivacy' },
    ],
  },
];

/** A guest is told login is needed for this menu and sent to /Login (shopping §2: My page is exempt from the guard). */
function GuestRedirect() {
  const t = useT();
  const navigate = useNavigate();
  useEffect(() => {
    if (isLoggingOut()) return;
    void notify(t('mypage.loginRequiredMenu'));
    rememberLandingPage('/MyPage');
    void navigate('/Login', { replace: true });
  }, [navigate, t]);
  return <Spinner label={t('common.loading')} center />;
}

const ORDER_BOARD: readonly { key: keyof MyPageOrderCounts; to: string }[] = [
  { key: 'depositChecking', to: '/BuyHistory' },
  { key: 'paid', to: '/BuyHistory' },
  { key: 'preparing', to: '/BuyHistory' },
  { key: 'dispatched', to: '/BuyHistory' },
  { key: 'delivered', to: '/BuyHistory' },
  { key: 'claims', to: '/Exchange' },
];

/** The order status board: the member's order lines by state, each linking to its history. */
function OrderBoard({ counts }: { counts: MyPageOrderCounts }) {
  const t = useT();
  return (
    <section className="mp-orders" aria-labelledby="mp-orders-title">
      <h3 id="mp-orders-title">{t('mypage.orders.title')}</h3>
      <ul className="mp-orders__list">
        {ORDER_BOARD.map(({ key, to }) => (
          <li key={key}>
            <Link to={to} className="mp-orders__item" data-testid={`order-count-${key}`}>
              <strong>{counts[key]}</strong>
              <span>{t(`mypage.orders.${key}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** My page '/MyPage' (black): profile, order status board, points, coupons, the my-page menu, logout. */
export function MyPageScreen() {
  const t = useT();
  const { isLogin, userSysId, role, nickName } = useSession();
  const user = useProfile(isLogin ? userSysId : null);
  const [locale] = useLocale();
  const my = useMyPage(isLogin ? userSysId : null);
  /** the same conditions /Coupon shows, from the server's coupon figures */
  const termsOf = (c: MyCoupon) => {
    const terms = couponTerms(c, t, locale);
    return terms.length ? terms : [t('coupons.terms.none')];
  };

  if (!isLogin) return <GuestRedirect />;

  const profile = user.data?.user;
  const currentRole = profile?.role ?? role;

  return (
    <div className="page mypage">
      <Header
        title={t('screens.MyPage')}
        back={false}
        right={
          <Link to="/MypageSetting" className="icon-btn" aria-label={t('screens.MypageSetting')}>
            <IconSettings />
          </Link>
        }
      />
      <main className="page__body">
        <section className="profile" aria-labelledby="profile-name">
          <div className="profile__avatar" aria-hidden="true">
            {(profile?.nickName ?? nickName ?? '?').slice(0, 1)}
          </div>
          <div className="profile__text">
            {user.isPending ? (
              <Spinner label={t('common.loading')} />
            ) : user.isError ? (
              <EmptyState
                title={t('common.loadFailed')}
                description={user.error.message}
                headingLevel={2}
                action={
                  <Button variant="outline" size="sm" onClick={() => void user.refetch()}>
                    {t('common.retry')}
                  </Button>
                }
              />
            ) : (
              <>
                <h2 className="profile__name" id="profile-name">
                  {t('mypage.hello', { name: profile?.nickName ?? '' })}
                </h2>
                <p className="profile__email">{profile?.userId}</p>
              </>
            )}
            {currentRole ? <span className="chip">{t(`mypage.roles.${currentRole}`)}</span> : null}
          </div>
        </section>

        {my.data && my.data.points !== null ? (
          <Link to="/MyPoint" className="mp-points">
            <span>{t('mypage.points.title')}</span>
            <strong>{t('mypage.points.amount', { amount: withThousands(my.data.points) })}</strong>
          </Link>
        ) : null}
        {my.data?.orderCounts ? <OrderBoard counts={my.data.orderCounts} /> : null}
        <section className="mp-coupons" aria-labelledby="mp-coupons-title">
          <div className="mp-coupons__head">
            <h3 id="mp-coupons-title">{t('mypage.coupons.title')}</h3>
            <Link to="/Coupon" className="mp-coupons__count">
              {t('mypage.coupons.count', { count: my.data?.coupons.count ?? 0 })}
            </Link>
          </div>
          {my.data && my.data.coupons.items.length > 0 ? (
            <ul className="mp-coupons__list">
              {my.data.coupons.items.slice(0, 3).map((c) => (
                <li key={c.userCouponSysId} className="mp-coupon">
                  <strong className="mp-coupon__amount">
                    {c.discountTypeCode === 'percent' ? `${c.discountAmount}%` : formatWon(c.discountAmount, locale)}
                  </strong>
                  <span className="mp-coupon__name">{c.name}</span>
                  <span className="mp-coupon__terms" data-testid="mypage-coupon-terms">
                    {[...termsOf(c), t('mypage.coupons.until', { date: c.expiresAt.slice(0, 10) })].join(' · ')}
                  </span>
                </li>
              ))}
            </ul>
          ) : my.isSuccess ? (
            <p className="mp-coupons__empty">{t('mypage.coupons.empty')}</p>
          ) : null}
        </section>

        <LinkMenu
          idPrefix="menu"
          headingLevel={3}
          sections={MENU.filter((s) => !s.roles || (currentRole && s.roles.includes(currentRole))).map((s) => ({
            key: s.key,
            title: t(`mypage.sections.${s.key}`),
            items: s.items.map((i) => ({ to: i.to, label: t(`screens.${i.screen}`) })),
          }))}
        />

        <div className="mypage__footer">
          <Button variant="outline" block onClick={() => void logout()}>
            {t('mypage.logout')}
          </Button>
          <p className="mypage__version">{t('mypage.version', { version: WEB_VERSION })}</p>
        </div>
        <OperatorFooter />
      </main>
    </div>
  );
}
