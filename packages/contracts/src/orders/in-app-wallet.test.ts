import { describe, expect, it } from 'vitest';
import { iosInAppBrowser, walletBlockedInApp } from './in-app-wallet.js';

const IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';

describe('wallets in an iOS in-app browser (shopping §8, issue 32)', () => {
  it("the host app's own wallet opens, another app's does not", () => {
    expect(walletBlockedInApp(`${IOS} KAKAOTALK 10.8.5`, 'kakaopay')).toBe(false);
    expect(walletBlockedInApp(`${IOS} KAKAOTALK 10.8.5`, 'naverpay')).toBe(true);
    expect(walletBlockedInApp(`${IOS} NAVER(inapp; search; 1000; 12.3.4)`, 'naverpay')).toBe(false);
    expect(walletBlockedInApp(`${IOS} NAVER(inapp; search; 1000; 12.3.4)`, 'tosspay')).toBe(true);
    expect(walletBlockedInApp(`${IOS} Instagram 330.0.0.0`, 'kakaopay')).toBe(true);
    expect(walletBlockedInApp(`${IOS} [FBAN/FBIOS;FBAV/470.0]`, 'payco')).toBe(true);
  });

  it('Safari, Android in-app browsers and no wallet are never blocked', () => {
    expect(iosInAppBrowser(`${IOS} Version/17.5 Safari/604.1`)).toBeNull();
    expect(walletBlockedInApp(`${IOS} Version/17.5 Safari/604.1`, 'naverpay')).toBe(false);
    expect(walletBlockedInApp('Mozilla/5.0 (Linux; Android 14) Chrome/125.0 Mobile KAKAOTALK 10.8.5', 'naverpay')).toBe(
      false,
    );
    expect(walletBlockedInApp(`${IOS} KAKAOTALK 10.8.5`, null)).toBe(false);
  });
});
