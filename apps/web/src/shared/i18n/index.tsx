import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { getLocale, setLocale as setCurrentLocale, subscribeLocale, type Locale } from './locale';
import { translate, type Dictionary, type Vars } from './translate';

export { getLocale, LOCALES, type Locale } from './locale';
export type { Vars } from './translate';

// issue 19 "Speed": each locale is a chunk of its own (locales/<locale>.ts), loaded before the first
// render (main.tsx) and on a change of language; the entry carries no strings. admin.json is left
// out: the back-office bundle (features/admin) loads its own strings
const LOADERS: Record<Locale, () => Promise<{ default: Dictionary }>> = {
  ko: () => import('../../locales/ko'),
  en: () => import('../../locales/en'),
};
const dictionaries: Record<Locale, Dictionary> = { ko: {}, en: {} };
const loads = new Map<Locale, Promise<void>>();
const loaded = new Set<Locale>();

/** Loads a locale's dictionary once (a failed load may be retried). */
export function loadLocale(locale: Locale): Promise<void> {
  let p = loads.get(locale);
  if (!p) {
    p = LOADERS[locale]().then(
      (m) => {
        dictionaries[locale] = m.default;
        loaded.add(locale);
      },
      (e: unknown) => {
        loads.delete(locale);
        throw e;
      },
    );
    loads.set(locale, p);
  }
  return p;
}

/** Switches the language: at once when its dictionary is here, else once it has loaded. */
export function setLocale(next: Locale): void {
  if (loaded.has(next)) setCurrentLocale(next);
  else
    loadLocale(next).then(
      () => setCurrentLocale(next),
      () => undefined,
    );
}

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
