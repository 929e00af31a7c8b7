import type { FormEvent } from 'react';
import { IconSearch } from './icons';

/** A search box and its search button; the form is `role="search"`, the box is named by its placeholder. */
export function SearchForm({
  className,
  value,
  onValue,
  maxLength,
  placeholder,
  submitLabel,
  onSubmit,
}: {
  /** the screen's own class, besides `searchbar` */
  className?: string;
  value: string;
  onValue: (v: string) => void;
  maxLength: number;
  placeholder: string;
  submitLabel: string;
  onSubmit: (e: FormEvent) => void;
}) {
  return (
    <form className={className ? `searchbar ${className}` : 'searchbar'} role="search" onSubmit={onSubmit}>
      <input
        className="searchbar__input"
        type="search"
        value={value}
        maxLength={maxLength}
        onChange={(e) => onValue(e.target.value)}
        placeholder={placeholder}
        aria-label={placeholder}
        enterKeyHint="search"
      />
      <button type="submit" className="icon-btn" aria-label={submitLabel}>
        <IconSearch />
      </button>
    </form>
  );
}
