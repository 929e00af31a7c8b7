import type { Role } from '@lc/contracts';

interface MenuItem {
  to: string;
  /** key in screens.* */
  screen: string;
}

/** The my-page menu by section; a section with `roles` shows only to those roles. */
export const MENU: readonly { key: string; items: readonly MenuItem[]; roles?: readonly Role[] }[] = [
  {
    key: 'shopping',
    items: [
      { to: '/BuyHistory', screen: 'BuyHistory' },
      { to: '/Exchange', screen: 'Exchange' },
      { to: '/cart', screen: 'cart' },
      { to: '/Basket', screen: 'Basket' },
      { to: '/ViewLog', screen: 'ViewLog' },
    ],
  },
  {
    key: 'benefits',
    items: [
      { to: '/MyPoint', screen: 'MyPoint' },
      { to: '/Coupon', screen: 'Coupon' },
    ],
  },
  {
    key: 'activity',
    items: [
      { to: '/MyReview', screen: 'MyReview' },
      { to: '/myQna', screen: 'myQna' },
      { to: '/CalendarReserved', screen: 'CalendarReserved' },
      { to: '/AlertList', screen: 'AlertList' },
    ],
  },
  {
    key: 'seller',
    roles: ['sellover', 'manager', 'admin'],
    items: [{ to: '/seller/sellerList', screen: 'sellerList' }],
  },
  {
    key: 'settings',
    items: [
      { to: '/ChkPw?next=/modifyProfile', screen: 'modifyProfile' },
      { to: '/ChangePw', screen: 'ChangePw' },
      { to: '/AddressBook', screen: 'AddressBook' },
      { to: '/AlertSet', screen: 'AlertSet' },
      { to: '/MovieSetting', screen: 'MovieSetting' },
      { to: '/LanguageSetting', screen: 'LanguageSetting' },
    ],
  },
  {
    key: 'support',
    items: [
      { to: '/Notice', screen: 'Notice' },
      { to: '/CustomerMain', screen: 'CustomerMain' },
      { to: '/About/Terms', screen: 'AboutTerms' },
      { to: '/About/Privacy', screen: 'AboutPrivacy' },
    ],
  },
];
