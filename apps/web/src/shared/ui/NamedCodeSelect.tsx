import type { SelectHTMLAttributes } from 'react';
import { useLocale } from '../i18n';

/** one coded choice named in both languages (a bank, a delivery company) */
export interface NamedCode {
  code: string;
  ko: string;
  en: string;
}

/** A select among coded choices, each named in the current language; its value is the code. */
export function NamedCodeSelect({
  options,
  value,
  onCode,
  ...rest
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange'> & {
  options: readonly NamedCode[];
  value: string;
  onCode: (code: string) => void;
}) {
  const [locale] = useLocale();
  return (
    <select {...rest} value={value} onChange={(e) => onCode(e.target.value)}>
      {options.map((o) => (
        <option key={o.code} value={o.code}>
          {locale === 'en' ? o.en : o.ko}
        </option>
      ))}
    </select>
  );
}
