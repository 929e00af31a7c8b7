import type { EasyPayProvider } from './index.js';

/**
 * Shopping §8 "another wallet unavailable in an iOS in-app social browser" (issue 32): on iOS, the
 * browser inside a social app cannot hand the payment over to another app's wallet; only the host
 * app's own wallet opens (KakaoTalk → 카카오페이, NAVER → 네이버페이). The order page says so next to the
 * wallet, and the payment is refused with `6122` (docs/decisions.md).
 */
export const IOS_IN_APP_BROWSERS: readonly { name: string; userAgent: RegExp; ownWallet: EasyPayProvider | null }[] = [
  { name: 'KakaoTalk', userAgent: /KAKAOTALK/i, ownWallet: 'kakaopay' },
  { name: 'NAVER', userAgent: /NAVER\(inapp/i, ownWallet: 'naverpay' },
  { name: 'Instagram', userAgent: /Instagram/, ownWallet: null },
  { name: 'Facebook', userAgent: /FBAN|FBAV/, ownWallet: null },
  { name: 'LINE', userAgent: /\sLine\//, ownWallet: null },
  { name: 'BAND', userAgent: /BAND\//, ownWallet: null },
  { name: 'Daum', userAgent: /DaumApps/, ownWallet: null },
];

/** The iOS in-app browser a user agent belongs to, if any. */
export function iosInAppBrowser(userAgent: string) {
  if (!/iPhone|iPad|iPod/.test(userAgent)) return null;
  return IOS_IN_APP_BROWSERS.find((b) => b.userAgent.test(userAgent)) ?? null;
}

/** Whether `provider`'s wallet cannot open from this browser (an iOS in-app browser of another app). */
export function walletBlockedInApp(userAgent: string, provider: EasyPayProvider | null | undefined): boolean {
  const app = iosInAppBrowser(userAgent);
  return app !== null && !!provider && app.ownWallet !== provider;
}
