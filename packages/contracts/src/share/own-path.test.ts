import { describe, expect, it } from 'vitest';
import { ownSitePath } from './own-path.js';

const own = 'http://shop.example:8080';

describe('ownSitePath (issue 25 N4)', () => {
  it('keeps paths on this site, normalised, and own-host absolute URLs as their path', () => {
    expect(ownSitePath('/Vod/1/1/live?utm_source=kakao')).toBe('/Vod/1/1/live?utm_source=kakao');
    expect(ownSitePath('/ProductDetail/3#reviews')).toBe('/ProductDetail/3#reviews');
    expect(ownSitePath('/a/../b')).toBe('/b');
    expect(ownSitePath('/검색?q=가방')).toBe('/%EA%B2%80%EC%83%89?q=%EA%B0%80%EB%B0%A9');
    expect(ownSitePath(`${own}/Vod/1/1/live?x=1`, own)).toBe('/Vod/1/1/live?x=1');
    expect(ownSitePath(`${own}`, own)).toBe('/');
  });

  it.each([
    ['/\\evil.example'],
    ['/\\/evil.example'],
    ['\\\\evil.example'],
    ['/\t/evil.example'],
    ['/\n/evil.example'],
    ['/\r/evil.example'],
    ['/ /evil.example'],
    ['/\u00a0/evil.example'],
    ['/\u200b/evil.example'],
    ['/\u0000x'],
    ['//evil.example'],
    ['//evil.example/x'],
    ['/.//evil.example'],
    ['https://evil.example/x'],
    ['javascript:alert(1)'],
    ['data:text/html,x'],
    ['evil.example'],
    [''],
    [`${own}//evil.example`],
    [`${own}/\\evil.example`],
    [`${own}/\t/evil.example`],
    [`http://user@shop.example:8080/x`],
    ['http://shop.example/x'],
    ['https://shop.example:8080/x'],
  ])('refuses %j', (link) => {
    expect(ownSitePath(link, own)).toBeNull();
  });

  it('refuses an absolute URL when the own origin is not known (stored rows, push links)', () => {
    expect(ownSitePath(`${own}/x`)).toBeNull();
  });
});
