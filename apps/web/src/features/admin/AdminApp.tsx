import { Suspense, useEffect } from 'react';
import { NavLink, Route, Routes, useLocation, useNavigate } from 'react-router';
import { RC, resultMessage } from '@lc/contracts';
import { notify } from '../../shared/dialog';
import { getLocale, LOCALES, useLocale } from '../../shared/i18n';
import { isLoggingOut, logout, rememberLandingPage, useSession } from '../../shared/session';
import { Spinner } from '../../shared/ui';
import { useAdminT } from './i18n';
import { NAV, adminRoleOf, can, visibleNav } from './nav';
import { DashboardPage } from './pages/DashboardPage';
import { SalesPage } from './pages/SalesPage';
import { CatalogPage } from './pages/CatalogPage';
import { ContentPage } from './pages/ContentPage';
import { BroadcastsPage } from './pages/BroadcastsPage';
import { OrdersPage } from './pages/OrdersPage';
import { OrderDetailPage } from './pages/OrderDetailPage';
import { ClaimsPage } from './pages/ClaimsPage';
import { MembersPage } from './pages/MembersPage';
import { MemberDetailPage } from './pages/MemberDetailPage';
import { CouponsPage } from './pages/CouponsPage';
import { EngagementPage } from './pages/EngagementPage';
import { SelloversPage } from './pages/SelloversPage';
import { AuditPage } from './pages/AuditPage';
import { GamePrizesPage } from './pages/GamePrizesPage';
import './admin.css';

/** The back-office: one lazily loaded bundle mounted at /admin/* (issue 15). */
export function AdminApp() {
  const t = useAdminT();
  const { isLogin, role } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const adminRole = adminRoleOf(role);

  useEffect(() => {
    document.title = `${t('admin.title')} | ${t('app.name')}`;
    document.body.dataset.bg = 'white';
  }, [t]);

  useEffect(() => {
    if (isLogin || isLoggingOut()) return;
    void notify(resultMessage(RC.LOGIN_REQUIRED, getLocale()));
    rememberLandingPage(location.pathname + location.search);
    void navigate('/Login', { replace: true });
  }, [isLogin, location.pathname, location.search, navigate]);

  if (!isLogin) return null;
  if (!adminRole) {
    return (
      <main className="adm-denied" data-testid="admin-denied">
        <h1>{t('admin.denied.title')}</h1>
        <p>{t('admin.denied.body')}</p>
        <a href="/">{t('admin.denied.home')}</a>
      </main>
    );
  }
  const section = NAV.find((n) => n.path !== '/admin' && location.pathname.startsWith(n.path));
  const allowed = !section || can(adminRole, section.action);

  return (
    <div className="adm" data-role={adminRole}>
      <SideNav role={adminRole} />
      <div className="adm__main">
        <TopBar role={adminRole} />
        <main className="adm__content">
          <Suspense fallback={<Spinner label={t('common.loading')} center />}>
            {allowed ? (
              <Routes>
                <Route index element={<DashboardPage />} />
                <Route path="sales" element={<SalesPage />} />
                <Route path="catalog/*" element={<CatalogPage />} />
                <Route path="content/*" element={<ContentPage />} />
                <Route path="broadcasts/*" element={<BroadcastsPage />} />
                <Route path="orders" element={<OrdersPage />} />
                <Route path="orders/:orderSysId" element={<OrderDetailPage />} />
                <Route path="claims/*" element={<ClaimsPage />} />
                <Route path="members" element={<MembersPage />} />
                <Route path="members/:userSysId" element={<MemberDetailPage />} />
                <Route path="coupons/*" element={<CouponsPage />} />
                <Route path="game-prizes" element={<GamePrizesPage />} />
                <Route path="engagement" element={<EngagementPage />} />
                <Route path="sellovers" element={<SelloversPage />} />
                <Route path="audit" element={<AuditPage />} />
                <Route path="*" element={<p className="adm-empty">{t('admin.notFound')}</p>} />
              </Routes>
            ) : (
              <p className="adm-empty" data-testid="admin-forbidden">
                {t('admin.denied.section')}
              </p>
            )}
          </Suspense>
        </main>
      </div>
    </div>
  );
}

function SideNav({ role }: { role: string }) {
  const t = useAdminT();
  return (
    <nav className="adm__nav" aria-label={t('admin.nav.label')}>
      <div className="adm__brand">{t('admin.title')}</div>
      <ul>
        {visibleNav(role).map((n) => (
          <li key={n.path}>
            <NavLink to={n.path} end={n.path === '/admin'} data-testid={`admin-nav-${n.key}`}>
              {t(`admin.nav.${n.key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function TopBar({ role }: { role: string }) {
  const t = useAdminT();
  const { nickName } = useSession();
  const [locale, setLocale] = useLocale();
  return (
    <header className="adm__top">
      <span className="adm__who" data-testid="admin-who">
        {nickName} · <b>{t(`admin.roles.${role}`)}</b>
      </span>
      <span className="adm__spacer" />
      <label className="adm__lang">
        <span className="sr-only">{t('admin.language')}</span>
        <select value={locale} onChange={(e) => setLocale(e.target.value as typeof locale)}>
          {LOCALES.map((l) => (
            <option key={l} value={l}>
              {l === 'ko' ? '한국어' : 'English'}
            </option>
          ))}
        </select>
      </label>
      <a href="/">{t('admin.toShop')}</a>
      <button type="button" onClick={() => void logout()}>
        {t('admin.logout')}
      </button>
    </header>
  );
}
