import { useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { SESSION_KEYS } from '@lc/contracts';
import { useT } from '../shared/i18n';
import { session } from '../shared/storage';
import { IconCategory, IconClock, IconHeart, IconHome, IconUser } from '../shared/ui';
import { BOTTOM_NAV, botNavThumbnail, type BottomNavItem } from './route-logic';
import type { AppRoute } from './routes';

const ICONS: Record<BottomNavItem['key'], typeof IconHome> = {
  home: IconHome,
  category: IconCategory,
  pick: IconHeart,
  my: IconUser,
  recent: IconClock,
};

/** Persistent bottom navigation (shopping §1): Home, Category, Pick, My page, Last viewed. */
export function BottomNav({ current }: { current: AppRoute | null }) {
  const t = useT();
  // re-read when a screen updates botNavPrdt (the last-viewed sync dispatches 'lc:botnav')
  const raw = useSyncExternalStore(subscribeBotNav, readBotNav, readBotNav);
  const thumb = botNavThumbnail(raw);
  return (
    <nav className="bnav" aria-label={t('nav.label')}>
      <ul className="bnav__list">
        {BOTTOM_NAV.map((item) => {
          const active = !!current?.name && item.activeOn.includes(current.name);
          const Icon = ICONS[item.key];
          return (
            <li key={item.key}>
              <Link
                to={item.to}
                className={active ? 'bnav__item is-active' : 'bnav__item'}
                aria-current={active ? 'page' : undefined}
              >
                {item.key === 'recent' && thumb ? (
                  <img className="bnav__thumb" src={thumb} alt="" />
                ) : (
                  <Icon size={24} />
                )}
                <span className="bnav__label">{t(`nav.${item.key}`)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

const readBotNav = () => session.get(SESSION_KEYS.botNavPrdt);
function subscribeBotNav(cb: () => void): () => void {
  window.addEventListener('lc:botnav', cb);
  return () => window.removeEventListener('lc:botnav', cb);
}
