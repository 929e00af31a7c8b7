import { Link } from 'react-router';
import { WEB_VERSION } from '@lc/contracts';
import { useT } from '../../shared/i18n';
import { logout, useSession } from '../../shared/session';
import { Button, Header, HeaderLink, LinkMenu, OperatorFooter } from '../../shared/ui';
import { useProfile } from '../../shared/api/users';
import { withThousands } from '../../shared/format';
import { useMyPage } from './api/get-mypage';
import { CouponsSection } from './CouponsSection';
import { GuestRedirect } from './GuestRedirect';
import { MENU } from './mypage-menu';
import { OrderBoard } from './OrderBoard';
import { ProfileSection } from './ProfileSection';
import './mypage.css';

/** My page '/MyPage' (black): profile, order status board, points, coupons, the my-page menu, logout. */
export function MyPageScreen() {
  const t = useT();
  const { isLogin, userSysId, role, nickName } = useSession();
  const user = useProfile(isLogin ? userSysId : null);
  const my = useMyPage(isLogin ? userSysId : null);

  if (!isLogin) return <GuestRedirect />;

  const profile = user.data?.user;
  const currentRole = profile?.role ?? role;

  return (
    <div className="page mypage">
      <Header title={t('screens.MyPage')} back={false} right={<HeaderLink screen="MypageSetting" />} />
      <main className="page__body">
        <ProfileSection user={user} nickName={nickName} currentRole={currentRole} />

        {my.data && my.data.points !== null ? (
          <Link to="/MyPoint" className="mp-points">
            <span>{t('mypage.points.title')}</span>
            <strong>{t('mypage.points.amount', { amount: withThousands(my.data.points) })}</strong>
          </Link>
        ) : null}
        {my.data?.orderCounts ? <OrderBoard counts={my.data.orderCounts} /> : null}
        <CouponsSection my={my} />

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
