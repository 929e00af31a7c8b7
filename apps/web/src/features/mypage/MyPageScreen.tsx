import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { WEB_VERSION, type Role } from '@lc/contracts';
import { useT } from '../../shared/i18n';
import { notify } from '../../shared/dialog';
import { isLoggingOut, logout, rememberLandingPage, useSession } from '../../shared/session';
import { Button, EmptyState, Header, IconChevron, IconSettings, Spinner } from '../../shared/ui';
import { useUser } from './api/get-user';

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
      { to: '/modifyProfile', screen: 'modifyProfile' },
      { to: '/ChangePw', screen: 'ChangePw' },
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
    notify(t('mypage.loginRequiredMenu'));
    rememberLandingPage('/MyPage');
    navigate('/Login', { replace: true });
  }, [navigate, t]);
  return <Spinner label={t('common.loading')} center />;
}

/** My page '/MyPage' (black): profile, the my-page menu, logout. */
export function MyPageScreen() {
  const t = useT();
  const { isLogin, userSysId, role, nickName } = useSession();
  const user = useUser(isLogin ? userSysId : null);

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

        {MENU.filter((s) => !s.roles || (currentRole && s.roles.includes(currentRole))).map((section) => (
          <section key={section.key} className="menu" aria-labelledby={`menu-${section.key}`}>
            <h3 className="menu__title" id={`menu-${section.key}`}>
              {t(`mypage.sections.${section.key}`)}
            </h3>
            <ul className="menu__list">
              {section.items.map((item) => (
                <li key={item.to}>
                  <Link to={item.to} className="menu__item">
                    <span>{t(`screens.${item.screen}`)}</span>
                    <IconChevron size={18} />
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}

        <div className="mypage__footer">
          <Button variant="outline" block onClick={() => void logout()}>
            {t('mypage.logout')}
          </Button>
          <p className="mypage__version">{t('mypage.version', { version: WEB_VERSION })}</p>
        </div>
      </main>
    </div>
  );
}
