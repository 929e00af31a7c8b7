import { josa, josaPair } from '@lc/contracts';
import type { Locale } from './locale';

export type Dictionary = Readonly<Record<string, string>>;
export type Vars = Readonly<Record<string, string | number>>;

/** Flattens `{ a: { b: 'x' } }` into `{ 'a.b': 'x' }`, prefixed with the file's namespace. */
export function flatten(prefix: string, value: unknown, out: Record<string, string> = {}): Record<string, string> {
  if (typeof value === 'string') {
    out[prefix] = value;
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) flatten(prefix ? `${prefix}.${k}` : k, v, out);
  }
  return out;
}

/**
 * Replaces `{name}` placeholders; unknown placeholders are left as written. `{name:과/와}` is the Korean
 * particle that follows the value of `name` (issue 19 #13): "‘{name}’{name:과/와} 함께" → "‘코트’와 함께".
 */
export function interpolate(template: string, vars?: Vars): string {
  if (!vars) return template;
  return template.replace(/\{(\w+)(?::([^{}]+))?\}/g, (whole, key: string, particle: string | undefined) => {
    const v = vars[key];
    if (v === undefined) return whole;
    if (particle === undefined) return String(v);
    const pair = josaPair(particle);
    return pair ? josa(String(v), pair) : whole;
  });
}

/** One locale's dictionary from its `<namespace>.json` modules (locales/<locale>.ts). */
export function buildDictionary(modules: Record<string, unknown>): Dictionary {
  const dict: Record<string, string> = {};
  for (const [file, content] of Object.entries(modules)) {
    const m = /([\w-]+)\.json$/.exec(file);
    if (m) flatten(m[1] as string, content, dict);
  }
  return dict;
}

/** Builds one dictionary per locale from `../locales/<locale>/<namespace>.json` modules. */
export function buildDictionaries(modules: Record<string, unknown>): Record<Locale, Dictionary> {
  const dicts: Record<Locale, Record<string, string>> = { ko: {}, en: {} };
  for (const [file, content] of Object.entries(modules)) {
    const m = /locales\/(ko|en)\/([\w-]+)\.json$/.exec(file);
    if (!m) continue;
    const locale = m[1] as Locale;
    const ns = m[2] as string;
    flatten(ns, content, dicts[locale]);
  }
  return dicts;
}

export function translate(dicts: Record<Locale, Dictionary>, locale: Locale, key: string, vars?: Vars): string {
  const template = dicts[locale][key] ?? dicts.ko[key];
  if (template === undefined) {
    if (import.meta.env?.DEV) console.warn(`[i18n] missing key: ${key}`);
    return key;
  }
  return interpolate(template, vars);
}
