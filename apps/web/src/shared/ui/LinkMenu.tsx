import { Link } from 'react-router';
import { IconChevron } from './icons';

export interface LinkItem {
  to: string;
  label: string;
}

export interface LinkMenuSection {
  key: string;
  title: string;
  items: readonly LinkItem[];
}

/** A list of links with a chevron (menu rows). */
export function LinkList({ items, className }: { items: readonly LinkItem[]; className?: string }) {
  return (
    <ul className={className ? `menu__list ${className}` : 'menu__list'}>
      {items.map((i) => (
        <li key={i.to}>
          <Link to={i.to} className="menu__item">
            <span>{i.label}</span>
            <IconChevron size={18} />
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Titled lists of links (My page, My page settings). */
export function LinkMenu({
  sections,
  idPrefix,
  headingLevel = 2,
}: {
  sections: readonly LinkMenuSection[];
  /** section headings get the id `${idPrefix}-${key}` */
  idPrefix: string;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return sections.map((s) => (
    <section key={s.key} className="menu" aria-labelledby={`${idPrefix}-${s.key}`}>
      <Heading className="menu__title" id={`${idPrefix}-${s.key}`}>
        {s.title}
      </Heading>
      <LinkList items={s.items} />
    </section>
  ));
}
