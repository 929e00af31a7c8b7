import { describe, expect, it } from 'vitest';
import { targetPath } from './push-handling';

const origin = 'https://shop.example';

describe('a notification opens a page of this site only (issue 25 N4)', () => {
  it('keeps a path or an own-origin URL', () => {
    expect(targetPath({ url: '/OrderDetail/3?tab=1' }, origin)).toBe('/OrderDetail/3?tab=1');
    expect(targetPath({ url: `${origin}/Vod/1/1/live` }, origin)).toBe('/Vod/1/1/live');
  });
  it.each([
    '/\\evil.example',
    '/\t/evil.example',
    '//evil.example',
    `${origin}//evil.example`,
    'https://evil.example/',
  ])('sends %j to the alert list', (url) => {
    expect(targetPath({ url }, origin)).toBe('/AlertList');
  });
});
