import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../i18n';
import { IconBack } from './icons';

/** Back through the app's history, or home when the page was opened directly. */
export function useGoBack(fallback = '/') {
  const navigate = useNavigate();
  return () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) void navigate(-1);
    else void navigate(fallback, { replace: true });
  };
}

export function Header({
  title,
  back = true,
  right,
  onBack,
}: {
  title: ReactNode;
  back?: boolean;
  right?: ReactNode;
  onBack?: () => void;
}) {
  const t = useT();
  const goBack = useGoBack();
  return (
    <header className="header">
      <div className="header__side">
        {back ? (
          <button type="button" className="icon-btn" onClick={onBack ?? goBack} aria-label={t('common.back')}>
            <IconBack />
          </button>
        ) : null}
      </div>
      <h1 className="header__title">{title}</h1>
      <div className="header__side header__side--right">{right}</div>
    </header>
  );
}

/** A screen: optional header, then the content. */
export function Page({
  title,
  back,
  headerRight,
  header,
  children,
  className,
}: {
  title?: ReactNode;
  back?: boolean;
  headerRight?: ReactNode;
  /** a custom header replacing the standard one */
  header?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={['page', className ?? ''].filter(Boolean).join(' ')}>
      {header ?? (title !== undefined ? <Header title={title} back={back} right={headerRight} /> : null)}
      <main className="page__body">{children}</main>
    </div>
  );
}
