import { Link } from 'react-router';
import { useT } from '../i18n';
import { IconCart, IconSearch } from './icons';

/** The header's search button: a link to /search named for screen readers. */
export function SearchLink() {
  const t = useT();
  return (
    <Link to="/search" className="icon-btn" aria-label={t('screens.search')}>
      <IconSearch />
    </Link>
  );
}

/** The header's cart button: a link to /cart named for screen readers. */
export function CartLink() {
  const t = useT();
  return (
    <Link to="/cart" className="icon-btn" aria-label={t('screens.cart')}>
      <IconCart />
    </Link>
  );
}
