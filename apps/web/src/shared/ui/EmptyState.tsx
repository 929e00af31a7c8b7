import type { ReactNode } from 'react';

export function EmptyState({
  icon,
  title,
  description,
  action,
  headingLevel = 2,
}: {
  icon?: ReactNode;
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  headingLevel?: 1 | 2 | 3;
}) {
  const H = `h${headingLevel}` as const;
  return (
    <div className="empty">
      {icon ? <div className="empty__icon">{icon}</div> : null}
      <H className="empty__title">{title}</H>
      {description ? <p className="empty__desc">{description}</p> : null}
      {action ? <div className="empty__action">{action}</div> : null}
    </div>
  );
}
