import { Link } from 'react-router';
import { useT } from '../i18n';
import { IconCart, IconSearch, IconSettings, IconUser } from './icons';

/** the screens a header links to by an icon, each named by its screens.* title */
const HEADER_LINKS = {
  search: { to: '/search', Icon: IconSearch },
  cart: { to: '/cart', Icon: IconCart },
  MyPage: { to: '/MyPage', Icon: IconUser },
  MypageSetting: { to: '/MypageSetting', Icon: IconSettings },
} as const;

/** A header's icon button: a link to the screen, named by the screen's title for screen readers. */
export function HeaderLink({ screen }: { screen: keyof typeof HEADER_LINKS }) {
  const t = useT();
  const { to, Icon } = HEADER_LINKS[screen];
  return (
    <Link to={to} className="icon-btn" aria-label={t(`screens.${screen}`)}>
      <Icon />
    </Link>
  );
}
