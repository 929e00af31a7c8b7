import { LOCAL_KEYS, type Lang } from '@lc/contracts';

export type Locale = Lang;
export const LOCALES: readonly Locale[] = ['ko', 'en'];

/** The default locale from the browser language: English when it starts with 'en', else Korean. */
export function localeFromLanguage(language: string | undefined | null): Locale {
  return language?.toLowerCase().startsWith('en') ? 'en' : 'ko';
}

export function isLocale(v: unknown): v is Locale {
  return v === 'ko' || v === 'en';
}

function readInitial(): Locale {
  try {
    const stored = globalThis.localStorage?.getItem(LOCAL_KEYS.locale);
    if (isLocale(stored)) return stored;
  } catch {
    /* storage unavailable (private mode): fall back to the browser language */
  }
  return localeFromLanguage(globalThis.navigator?.language);
}

let current: Locale = readInitial();
const listeners = new Set<() => void>();

export function getLocale(): Locale {
  return current;
}

export function setLocale(next: Locale): void {
  if (next === current) return;
  current = next;
  try {
    globalThis.localStorage?.setItem(LOCAL_KEYS.locale, next);
  } catch {
    /* ignore: the choice still applies to this page */
  }
  if (typeof document !== 'undefined') document.documentElement.lang = next;
  listeners.forEach((l) => l());
}

export function subscribeLocale(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
