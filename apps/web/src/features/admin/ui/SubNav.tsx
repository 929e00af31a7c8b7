import { NavLink } from 'react-router';
import { useAdminT } from '../i18n';

/** The tabs of one section (catalog: products, brands, categories …). */
export function SubNav({ base, items }: { base: string; items: readonly { path: string; key: string }[] }) {
  const t = useAdminT();
  return (
    <nav className="adm-subnav" aria-label={t('admin.nav.section')}>
      {items.map((i) => (
        <NavLink key={i.key} to={i.path ? `${base}/${i.path}` : base} end>
          {t(i.key)}
        </NavLink>
      ))}
    </nav>
  );
}
