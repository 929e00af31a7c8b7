import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../app/routes';
import { buildDictionaries } from './translate';

const dicts = buildDictionaries(import.meta.glob('../../locales/*/*.json', { eager: true, import: 'default' }));

describe('locales', () => {
  it('Korean and English have the same keys, none empty', () => {
    expect(Object.keys(dicts.en).sort()).toEqual(Object.keys(dicts.ko).sort());
    for (const [k, v] of [...Object.entries(dicts.ko), ...Object.entries(dicts.en)]) expect(v.trim(), k).not.toBe('');
  });

  it('every named route has a screen title in both languages', () => {
    for (const r of ROUTES) {
      if (!r.name) continue;
      expect(dicts.ko[`screens.${r.name}`], r.name).toBeTruthy();
      expect(dicts.en[`screens.${r.name}`], r.name).toBeTruthy();
    }
  });

  it('placeholders match between languages', () => {
    const vars = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const [k, ko] of Object.entries(dicts.ko)) expect(vars(dicts.en[k] ?? ''), k).toEqual(vars(ko));
  });
});
