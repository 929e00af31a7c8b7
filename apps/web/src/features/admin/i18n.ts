import ko from '../../locales/ko/admin.json';
import en from '../../locales/en/admin.json';
import { useLocale, useT, type Vars } from '../../shared/i18n';
import { flatten, interpolate } from '../../shared/i18n/translate';

/**
 * The back-office strings live in locales/<lang>/admin.json but are bundled here, in the lazily
 * loaded admin chunk: the shopper's dictionaries (eager) leave them out so the shopper's initial
 * JavaScript does not carry them.
 */
const dicts = { ko: flatten('admin', ko), en: flatten('admin', en) } as const;

export type AdminT = (key: string, vars?: Vars) => string;

/** `t('admin.…')` from admin.json, anything else from the shared dictionaries. */
export function useAdminT(): AdminT {
  const [locale] = useLocale();
  const shared = useT();
  return (key, vars) => {
    const template = dicts[locale][key] ?? dicts.ko[key];
    return template === undefined ? shared(key, vars) : interpolate(template, vars);
  };
}
