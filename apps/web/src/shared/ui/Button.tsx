import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';

type Variant = 'primary' | 'secondary' | 'ghost' | 'outline';
type Size = 'md' | 'lg' | 'sm';

interface StyleProps {
  variant?: Variant;
  size?: Size;
  block?: boolean;
}

const cls = ({ variant = 'primary', size = 'md', block }: StyleProps, extra?: string) =>
  ['btn', `btn--${variant}`, `btn--${size}`, block ? 'btn--block' : '', extra ?? ''].filter(Boolean).join(' ');

export function Button({
  variant,
  size,
  block,
  className,
  type = 'button',
  busy,
  children,
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & StyleProps & { busy?: boolean; children: ReactNode }) {
  return (
    <button type={type} className={cls({ variant, size, block }, className)} aria-busy={busy || undefined} {...rest}>
      {busy ? <span className="btn__spinner" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}

/** A link that looks like a button (navigation stays a link for assistive technology). */
export function ButtonLink({ variant, size, block, className, ...rest }: LinkProps & StyleProps) {
  return <Link className={cls({ variant, size, block }, className)} {...rest} />;
}
