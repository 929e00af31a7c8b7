import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../app/routes';
import { josaPair } from '@lc/contracts';
import { buildDictionaries, translate } from './translate';

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

describe('Korean particles after inserted names (issue 19 #13)', () => {
  const AFTER_NAME = /\{\w+\}['’"]?(이|가|을|를|은|는|과|와|으로|로|이나|나)(?=[\s.,!?의]|$)/;
  const BOTH_FORMS = /\((으|이|을|은|과|와)\)|(이|을|은|과|와)\((가|를|는|와|과)\)/;

  it('no Korean string hard-codes a particle after a placeholder or writes both forms', () => {
    const bad = Object.entries(dicts.ko).filter(([, v]) => AFTER_NAME.test(v) || BOTH_FORMS.test(v));
    expect(bad).toEqual([]);
  });

  it('every particle token names a known pair and a placeholder of the same string', () => {
    for (const [k, v] of Object.entries(dicts.ko)) {
      for (const m of v.matchAll(/\{(\w+):([^{}]+)\}/g)) {
        expect(josaPair(m[2]!), `${k}: ${m[0]}`).toBeDefined();
        expect(v.includes(`{${m[1]}}`), `${k}: ${m[0]}`).toBe(true);
      }
    }
  });

  it('renders the particle the inserted word takes', () => {
    const t = (key: string, vars: Record<string, string>) => translate(dicts, 'ko', key, vars);
    expect(t('catalog.bundleIntro', { brand: '온새미로', name: '코트' })).toBe(
      '온새미로의 ‘코트’와 함께 묶음배송되는 상품이에요.',
    );
    expect(t('catalog.bundleIntro', { brand: '온새미로', name: '후드집업' })).toContain('‘후드집업’과 함께');
    expect(t('sellers.copied', { what: '스트림 키' })).toBe('스트림 키가 복사되었습니다.');
    expect(t('sellers.copied', { what: '송출 URL' })).toBe('송출 URL이 복사되었습니다.');
    expect(t('claims.feeNote', { fee: '5,000원' })).toContain('5,000원이 부과');
    expect(t('auth.changeMobile.done', { mobile: '010-1234-5678' })).toContain('010-1234-5678로 변경');
    expect(t('sally.modify.withdrawConfirm', { brand: '모아뷰티' })).toMatch(/^모아뷰티와의 계약/);
    expect(t('users.withdraw.typeWord', { word: '탈퇴' })).toContain("'탈퇴'를 입력");
  });
});

describe('one Korean word for sellover (issue 19 #13)', () => {
  it('the web app says 셀로버, never 셀러버', () => {
    const bad = Object.entries(dicts.ko).filter(([, v]) => /셀러버|셀오버/.test(v));
    expect(bad).toEqual([]);
    expect(dicts.ko['screens.sellerJoin']).toBe('셀로버 신청');
  });
});

describe('every string the code names', () => {
  const sources = import.meta.glob(['../../**/*.{ts,tsx}', '!../../**/*.test.ts'], {
    eager: true,
    query: '?raw',
    import: 'default',
  });
  it('exists in Korean and English (a missing one shows its key on the screen)', () => {
    const missing: string[] = [];
    for (const [file, text] of Object.entries(sources)) {
      for (const m of (text as string).matchAll(/\bt\(\s*'([a-zA-Z]+\.[\w.]+)'/g)) {
        const key = m[1]!;
        if (!dicts.ko[key] || !dicts.en[key]) missing.push(`${file}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
