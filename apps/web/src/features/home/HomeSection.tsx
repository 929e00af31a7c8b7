import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '../../shared/i18n';

/** A titled block of the home screen, with the item count when one is given. */
export function HomeSection({
  title,
  id = `sec-${title.replace(/\s+/g, '-')}`,
  count,
  more,
  children,
}: {
  title: string;
  id?: string;
  count?: number;
  /** a "more" link to the full list (its label names the list for screen readers) */
  more?: { to: string; label: string };
  children: ReactNode;
}) {
  const t = useT();
  return (
    <section className="section" aria-labelledby={id}>
      <div className="section__head">
        <h2 className="section__title" id={id}>
          {title}
        </h2>
        {count !== undefined ? <span className="section__count">{t('common.count', { count })}</span> : null}
        {more ? (
          <Link to={more.to} className="section__more" aria-label={more.label}>
            {t('home.more')} ›
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}
