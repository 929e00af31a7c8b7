import { lazy, type ComponentType } from 'react';

/**
 * The route table: every route of spec/shopping.md §2 and spec/live.md §2, as data.
 * The router, the guards, the background, the bottom navigation, /routeQuery, the unit tests and
 * docs/routes.md are all derived from this one array.
 */

/** The domains of the architecture; a Coming-soon route names the one that will build its screen. */
export const DOMAINS = [
  'auth',
  'users',
  'catalog',
  'content',
  'cart',
  'checkout',
  'payments',
  'orders',
  'claims',
  'reviews',
  'questions',
  'points',
  'coupons',
  'notifications',
  'broadcasts',
  'chat',
  'game',
  'live-coupons',
  'sellers',
  'media',
  'admin',
] as const;
export type Domain = (typeof DOMAINS)[number];

/** Folders that render a screen: `app`, or `features/<name>` (a domain's folder, or the shell's home/mypage/system). */
export type Feature = 'app' | 'home' | 'mypage' | 'system' | Domain;

export type Background = 'black' | 'white';

export interface AppRoute {
  /** react-router path, exact case as the spec writes it; `:name?` marks an optional segment */
  readonly path: string;
  /** the screen name; null for redirect-only routes (the bottom navigation is hidden there) */
  readonly name: string | null;
  readonly screen: ComponentType;
  /** guests are sent to /Login with the login-required alert */
  readonly requiresAuth: boolean;
  readonly background: Background;
  readonly hideBottomNav: boolean;
  /** the feature folder rendering it now, or null while it shows Coming soon */
  readonly feature: Feature | null;
  /** for a Coming-soon screen: the domain that will build it */
  readonly comingSoon: Domain | null;
  /** matched case-sensitively (the product/live links differ only by case: live §2) */
  readonly caseSensitive: boolean;
}

const HomeScreen = lazy(() => import('../features/home/HomeScreen').then((m) => ({ default: m.HomeScreen })));
const DemoHomeScreen = lazy(() =>
  import('../features/home/DemoHomeScreen').then((m) => ({ default: m.DemoHomeScreen })),
);
const LoginScreen = lazy(() => import('../features/auth/LoginScreen').then((m) => ({ default: m.LoginScreen })));
const MyPageScreen = lazy(() => import('../features/mypage/MyPageScreen').then((m) => ({ default: m.MyPageScreen })));
const NotFoundScreen = lazy(() =>
  import('../features/system/NotFoundScreen').then((m) => ({ default: m.NotFoundScreen })),
);
const ComingSoonScreen = lazy(() =>
  import('../features/system/ComingSoonScreen').then((m) => ({ default: m.ComingSoonScreen })),
);
const LanguageSettingScreen = lazy(() =>
  import('../features/system/LanguageSettingScreen').then((m) => ({ default: m.LanguageSettingScreen })),
);
const RouteQueryRedirect = lazy(() => import('./redirects').then((m) => ({ default: m.RouteQueryRedirect })));
const LiveInfoRedirect = lazy(() => import('./redirects').then((m) => ({ default: m.LiveInfoRedirect })));

interface Flags {
  auth?: boolean;
  black?: boolean;
  hideNav?: boolean;
  caseSensitive?: boolean;
}

function built(path: string, name: string, feature: Feature, screen: ComponentType, f: Flags = {}): AppRoute {
  return {
    path,
    name,
    screen,
    requiresAuth: !!f.auth,
    background: f.black ? 'black' : 'white',
    hideBottomNav: !!f.hideNav,
    feature,
    comingSoon: null,
    caseSensitive: !!f.caseSensitive,
  };
}

function soon(path: string, name: string, domain: Domain, f: Flags = {}): AppRoute {
  return { ...built(path, name, 'system', ComingSoonScreen, f), feature: null, comingSoon: domain };
}

function redirect(path: string, screen: ComponentType): AppRoute {
  return { ...built(path, '', 'app', screen, { hideNav: true }), name: null };
}

const AUTH: Flags = { auth: true };
const BLACK: Flags = { black: true };
const AUTH_BLACK: Flags = { auth: true, black: true };
/** full-screen video: no bottom navigation */
const PLAYER: Flags = { hideNav: true };

export const ROUTES: readonly AppRoute[] = [
  // shopping §2: home and system
  built('/', 'Home', 'home', HomeScreen, { hideNav: true }),
  built('/demo', 'demo', 'home', DemoHomeScreen, BLACK),
  soon('/wiznft', 'wiznft', 'content', { hideNav: true }),
  soon('/Store', 'Store', 'catalog', BLACK),
  soon('/Maintenance', 'Maintenance', 'admin'),
  built('/404', 'NotFound', 'system', NotFoundScreen),
  soon('/Contents/:contentsSysId', 'Contents', 'content'),

  // catalog, planning, product
  soon('/category/:category/:subCategory', 'Category', 'catalog', BLACK),
  soon('/Planning/:type/:brandSysId', 'Planning', 'content'),
  soon('/PlanningEvent/:planSysId/:flag?', 'PlanningEvent', 'content'),
  soon('/Product/:prdtSysId', 'Product', 'catalog'),
  soon('/Product/:prdtSysId/:planPrdtSysId', 'ProductPlan', 'catalog'),
  soon('/Product/:prdtSysId/Live/:broadcastScheduleSysId', 'ProductLive', 'catalog', { caseSensitive: true }),
  soon('/Product/:prdtSysId/live/:bcScheduleSysId', 'ProductLiveList', 'catalog', { caseSensitive: true }),
  soon('/product/:prdtSysId/live/:broadcastProductSysId', 'ProductLivePin', 'catalog', { caseSensitive: true }),
  soon('/ProductQa/:prdtSysId', 'ProductQa', 'questions'),
  soon('/Binding/:prdtSysId', 'Binding', 'catalog'),
  soon('/BrandChannel/:brandSysId', 'BrandChannel', 'catalog'),

  // account
  built('/Login', 'Login', 'auth', LoginScreen, BLACK),
  soon('/RegStep00', 'RegStep00', 'auth', BLACK),
  soon('/RegStep04', 'RegStep04', 'auth', BLACK),
  soon('/Searchid', 'Searchid', 'auth'),
  soon('/Searchpw', 'Searchpw', 'auth'),
  soon('/SearchpwSet', 'SearchpwSet', 'auth'),
  soon('/ChangePw', 'ChangePw', 'users', AUTH_BLACK),
  soon('/ChkPw', 'ChkPw', 'users', AUTH),
  soon('/modifyProfile', 'modifyProfile', 'users', AUTH_BLACK),
  soon('/Withdraw', 'Withdraw', 'users', AUTH_BLACK),

  // information pages
  soon('/About', 'About', 'content'),
  soon('/About/Terms', 'AboutTerms', 'content'),
  soon('/About/Privacy', 'AboutPrivacy', 'content'),
  soon('/Privacy', 'Privacy', 'content'),
  soon('/TermsService', 'TermsService', 'content'),
  soon('/Terms/:num', 'Terms', 'content'),
  soon('/Notice', 'Notice', 'content'),
  soon('/Contact', 'Contact', 'questions'),
  soon('/VersionChk', 'VersionChk', 'content'),
  soon('/VersionInfo', 'VersionInfo', 'content'),
  soon('/search', 'search', 'catalog', BLACK),
  built('/LanguageSetting', 'LanguageSetting', 'system', LanguageSettingScreen),

  // my page (MyPage handles guests itself: shopping §2 routing rules)
  built('/MyPage', 'MyPage', 'mypage', MyPageScreen, BLACK),
  soon('/MypageSetting', 'MypageSetting', 'users', AUTH),
  soon('/MyPoint', 'MyPoint', 'points', AUTH_BLACK),
  soon('/MyPointNoti', 'MyPointNoti', 'points', AUTH),
  soon('/Coupon', 'Coupon', 'coupons', AUTH_BLACK),
  soon('/CouponProductsList', 'CouponProductsList', 'coupons', AUTH),
  soon('/AlertList', 'AlertList', 'notifications', AUTH),
  soon('/AlertSet', 'AlertSet', 'notifications', AUTH_BLACK),
  soon('/ViewLog', 'ViewLog', 'catalog', AUTH_BLACK),
  soon('/MyReview', 'MyReview', 'reviews', AUTH),
  soon('/ReportLog', 'ReportLog', 'users', AUTH),
  soon('/SanctionLog', 'SanctionLog', 'users', AUTH),
  soon('/MovieSetting', 'MovieSetting', 'media', AUTH),
  soon('/Calendar', 'Calendar', 'broadcasts'),
  soon('/CalendarReserved', 'CalendarReserved', 'broadcasts', AUTH),
  soon('/myQna', 'myQna', 'questions', AUTH),
  soon('/WriteQna', 'WriteQna', 'questions', AUTH),
  soon('/BuyHistory', 'BuyHistory', 'orders', AUTH),
  soon('/Basket', 'Basket', 'cart', AUTH_BLACK),

  // cart, checkout, orders
  soon('/cart', 'cart', 'cart'),
  soon('/cartOrder', 'cartOrder', 'checkout'),
  soon('/BuyProduct', 'BuyProduct', 'checkout'),
  soon('/BuyProduct/searchPost', 'BuyProductSearchPost', 'checkout'),
  soon('/BuyComplete', 'BuyComplete', 'checkout'),
  soon('/nonMemberOrder', 'nonMemberOrder', 'orders'),
  soon('/Tracking', 'Tracking', 'orders'),
  soon('/Tracking/delivery', 'TrackingDelivery', 'orders'),
  soon('/Tracking/:orderSysId/:orderPrdtSysId', 'TrackingProduct', 'orders'),

  // claims
  soon('/Exchange', 'Exchange', 'claims', AUTH),
  soon('/ExchangeDetail/:orderSysId/:orderPrdtSysId?', 'ExchangeDetail', 'claims', AUTH),
  soon('/ExchangeDetail/:orderSysId/:orderPrdtSysId/:sysId/:reqType', 'ExchangeRequestDetail', 'claims', AUTH),
  soon('/ExchangeReq/:orderSysId', 'ExchangeReq', 'claims', AUTH),
  soon('/ExchangeReq/:orderSysId/:orderPrdtSysId/:type', 'ExchangeReqProduct', 'claims', AUTH),
  soon('/reqPay/:orderSysId/:orderPrdtSysId', 'reqPay', 'payments', AUTH),
  soon('/reqPayComplete/:orderSysId/:orderPrdtSysId', 'reqPayComplete', 'payments', AUTH),
  soon('/CancelReq/:orderSysId/:orderPrdtSysId?', 'CancelReq', 'claims', AUTH),
  soon('/ExchangeInvoice/:orderSysId/:orderPrdtSysId', 'ExchangeInvoice', 'claims', AUTH),

  // reviews
  soon('/ReviewWrite/:prdtSysId/:orderSysId/:orderPrdtSysId/:type?', 'ReviewWrite', 'reviews', AUTH),
  soon('/ReviewModify/:prdtSysId/:prdtReviewSysId/:type', 'ReviewModify', 'reviews', AUTH),
  soon('/ReviewList/:prdtSysId', 'ReviewList', 'reviews'),
  soon('/ReviewDetail/:prdtSysId/:prdtReviewSysId/:type?', 'ReviewDetail', 'reviews'),

  // customer service
  soon('/CustomerMain', 'CustomerMain', 'content'),
  soon('/CustomerSearch/:faqKeyword', 'CustomerSearch', 'content'),
  soon('/CustomerSearch/:type/:code', 'CustomerSearchCode', 'content'),
  soon('/RecieveCors/:corsNum', 'RecieveCors', 'questions'),

  // sharing
  soon('/sharePlan', 'sharePlan', 'sellers'),
  soon('/sharePlan/:userSysId/:date', 'sharePlanUser', 'sellers'),

  // live §2: player
  soon('/Vod/:broadcastSysId/:broadcastScheduleSysId/:type?', 'Vod', 'broadcasts', PLAYER),
  soon('/PastVod/:broadcastSysId/:broadcastScheduleSysId', 'PastVod', 'broadcasts', PLAYER),
  soon('/Live/:broadcastSysId/:broadcastScheduleSysId', 'Live', 'broadcasts', PLAYER),
  soon('/LiveInfo/share/:broadcastSysId/:broadcastScheduleSysId', 'LiveInfoShare', 'broadcasts', PLAYER),
  soon('/LiveItems/:type', 'LiveItems', 'broadcasts', BLACK),

  // live §2: seller
  soon('/seller/intro', 'sellerIntro', 'sellers'),
  soon('/seller/join', 'sellerJoin', 'sellers', AUTH),
  soon('/seller/joinFin', 'sellerJoinFin', 'sellers', AUTH),
  soon('/seller/modify', 'sellerModify', 'sellers', AUTH),
  soon('/seller/sellerList/:tabState?', 'sellerList', 'sellers', AUTH),
  soon('/seller/broadCastDetail/:broadcastSysId/:broadcastScheduleSysId', 'sellerBroadCastDetail', 'sellers', AUTH),
  soon('/seller/streamTerm/:broadcastSysId/:broadcastScheduleSysId', 'streamTerm', 'sellers', {
    auth: true,
    hideNav: true,
  }),
  soon('/seller/streamSelect/:broadcastSysId/:broadcastScheduleSysId', 'streamSelect', 'media', {
    auth: true,
    hideNav: true,
  }),
  soon('/seller/saleChartDetail/:broadcastSysId/:broadcastScheduleSysId', 'sellerSaleChartDetail', 'sellers', AUTH),

  // redirect-only routes
  redirect('/routeQuery/:routeName/:key/:value', RouteQueryRedirect),
  redirect('/LiveInfo/:broadcastSysId/:broadcastScheduleSysId', LiveInfoRedirect),
];
