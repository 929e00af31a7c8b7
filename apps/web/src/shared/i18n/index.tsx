import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { getLocale, setLocale, subscribeLocale, type Locale } from './locale';
import { buildDictionaries, translate, type Vars } from './translate';

export { getLocale, setLocale, LOCALES, type Locale } from './locale';
export type { Vars } from './translate';

// admin.json is left out: the back-office bundle (features/admin) loads its own strings lazily
const modules = import.meta.glob(['../../locales/*/*.json', '!../../locales/*/admin.json'], {
  eager: true,
  import: 'default',
});
const dictionaries = buildDictionaries(modules);

export type TFunction = (key: string, vars?: Vars) => string;

/** Translate outside React (alerts raised by the session code). */
export function tr(key: string, vars?: Vars): string {
  return translate(dictionaries, getLocale(), key, vars);
}

interface I18nValue {
  locale: Locale;
  setLocale: (l: Locale) => void;
  t: TFunction;
}

const I18nContext = createContext<I18nValue | null>(null);

export function I18nProvider({ children }: { children: ReactNode }) {
  const locale = useSyncExternalStore(subscribeLocale, getLocale, getLocale);
  const value = useMemo<I18nValue>(
    () => ({ locale, setLocale, t: (key, vars) => translate(dictionaries, locale, key, vars) }),
    [locale],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

function useI18n(): I18nValue {
  const v = useContext(I18nContext);
  if (!v) throw new Error('useT must be used inside <I18nProvider>');
  return v;
}

export function useT(): TFunction {
  return useI18n().t;
}

export function useLocale(): [Locale, (l: Locale) => void] {
  const { locale, setLocale: set } = useI18n();
  return [locale, set];
}
