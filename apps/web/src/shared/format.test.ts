import { describe, expect, it } from 'vitest';
import { PRODUCT_NAME_CUT } from '@lc/contracts';
import { cutName, formatRate, formatWon, withThousands } from './format';
import { localeFromLanguage } from './i18n/locale';
import { flatten, interpolate } from './i18n/translate';
import { decodeJwtPayload, isExpiring, secondsLeft } from './session/jwt';
import { apiUrl, encodeBody } from './api/http';
import { bytesToBase64, pemToDer } from './session/rsa';

describe('format', () => {
  it('puts thousands separators', () => {
    expect(withThousands(0)).toBe('0');
    expect(withThousands(999)).toBe('999');
    expect(withThousands(12900)).toBe('12,900');
    expect(withThousands(1234567)).toBe('1,234,567');
    expect(withThousands(-5000)).toBe('-5,000');
  });

  it('formats won per locale', () => {
    expect(formatWon(12900, 'ko')).toBe('12,900원');
    expect(formatWon(12900, 'en')).toBe('₩12,900');
    expect(formatWon(0, 'ko')).toBe('0원');
    expect(formatWon(-3000, 'en')).toBe('-₩3,000');
  });

  it('cuts product names at PRODUCT_NAME_CUT characters', () => {
    expect(PRODUCT_NAME_CUT).toBe(28);
    const exact = '가'.repeat(28);
    expect(cutName(exact)).toBe(exact);
    expect(cutName('가'.repeat(29))).toBe(`${'가'.repeat(28)}…`);
    expect(cutName('짧은 이름')).toBe('짧은 이름');
    // surrogate pairs count as one character and are never split
    expect(cutName(`${'a'.repeat(27)}😀😀`)).toBe(`${'a'.repeat(27)}😀…`);
  });

  it('formats discount rates', () => {
    expect(formatRate(15)).toBe('15%');
    expect(formatRate(0)).toBe('');
  });
});

describe('i18n helpers', () => {
  it('picks the default locale from the browser language', () => {
    expect(localeFromLanguage('en-US')).toBe('en');
    expect(localeFromLanguage('EN')).toBe('en');
    expect(localeFromLanguage('ko-KR')).toBe('ko');
    expect(localeFromLanguage('ja')).toBe('ko');
    expect(localeFromLanguage(undefined)).toBe('ko');
  });

  it('flattens namespaces and interpolates', () => {
    expect(flatten('home', { tabs: { live: 'Live' }, x: 'y' })).toEqual({ 'home.tabs.live': 'Live', 'home.x': 'y' });
    expect(interpolate('{name}님', { name: '민지' })).toBe('민지님');
    expect(interpolate('{a} {b}', { a: 1 })).toBe('1 {b}');
  });
});

function fakeJwt(payload: object): string {
  const b64 = (s: string) => Buffer.from(s).toString('base64url');
  return `${b64('{"alg":"HS256","typ":"JWT"}')}.${b64(JSON.stringify(payload))}.sig`;
}

describe('access token', () => {
  const now = 1_700_000_000_000;
  it('decodes the payload', () => {
    const token = fakeJwt({ authSysId: 7, role: 'buyer', sid: 'abc', exp: now / 1000 + 60, iat: now / 1000 });
    expect(decodeJwtPayload(token)).toMatchObject({ authSysId: 7, role: 'buyer', sid: 'abc' });
    expect(decodeJwtPayload('not-a-jwt')).toBeNull();
    expect(decodeJwtPayload('a.%%%.c')).toBeNull();
  });

  it('counts a token with less than 5 s left, or expired, as expiring', () => {
    expect(isExpiring(fakeJwt({ exp: now / 1000 + 60 }), now, 5)).toBe(false);
    expect(isExpiring(fakeJwt({ exp: now / 1000 + 5 }), now, 5)).toBe(false);
    expect(isExpiring(fakeJwt({ exp: now / 1000 + 4.9 }), now, 5)).toBe(true);
    expect(isExpiring(fakeJwt({ exp: now / 1000 - 10 }), now, 5)).toBe(true);
    expect(isExpiring('garbage', now, 5)).toBe(true);
    expect(secondsLeft(fakeJwt({ exp: now / 1000 + 30 }), now)).toBe(30);
  });
});

describe('api wire format', () => {
  it('builds /api/v1 urls with GET queries', () => {
    expect(apiUrl('products/mainlist')).toBe('/api/v1/products/mainlist');
    expect(apiUrl('/users/3')).toBe('/api/v1/users/3');
    expect(apiUrl('products/mainlist', { startIndex: 0, rowCount: 20, x: undefined })).toBe(
      '/api/v1/products/mainlist?startIndex=0&rowCount=20',
    );
    expect(apiUrl('a?b=1', { c: 2 })).toBe('/api/v1/a?b=1&c=2');
  });

  it('sends bodies as the single form field jsonData', () => {
    const form = encodeBody({ userId: 'a@b.kr', isRsa: true });
    expect([...form.keys()]).toEqual(['jsonData']);
    expect(JSON.parse(form.get('jsonData') ?? '')).toEqual({ userId: 'a@b.kr', isRsa: true });
    expect(encodeBody(undefined).get('jsonData')).toBe('{}');
  });
});

describe('rsa helpers', () => {
  it('reads PEM into DER and base64s bytes', () => {
    const der = new Uint8Array([1, 2, 3, 250]);
    const pem = `-----BEGIN PUBLIC KEY-----\n${Buffer.from(der).toString('base64')}\n-----END PUBLIC KEY-----\n`;
    expect([...new Uint8Array(pemToDer(pem))]).toEqual([1, 2, 3, 250]);
    expect(bytesToBase64(der.buffer)).toBe(Buffer.from(der).toString('base64'));
  });
});
