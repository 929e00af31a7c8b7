import type { ComponentType } from 'react';
import { SCREENS as S } from './screens';

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
  /** only sellovers and staff (issue 19 #10): others are told so and sent to /seller/intro */
  readonly requiresHost?: boolean;
}

interface Flags {
  auth?: boolean;
  /** sellovers and staff only (implies auth) */
  host?: boolean;
  black?: boolean;
  hideNav?: boolean;
  caseSensitive?: boolean;
}

function built(path: string, name: string, feature: Feature, screen: ComponentType, f: Flags = {}): AppRoute {
  return {
    path,
    name,
    screen,
    requiresAuth: !!f.auth || !!f.host,
    background: f.black ? 'black' : 'white',
    hideBottomNav: !!f.hideNav,
    feature,
    comingSoon: null,
    caseSensitive: !!f.caseSensitive,
    ...(f.host ? { requiresHost: true } : {}),
  };
}

function redirect(path: string, screen: ComponentType): AppRoute {
  return { ...built(path, '', 'app', screen, { hideNav: true }), name: null };
}

const AUTH: Flags = { auth: true };
const BLACK: Flags = { black: true };
const AUTH_BLACK: Flags = { auth: true, black: true };
/** full-screen video: no bottom navigation */
const PLAYER: Flags = { hideNav: true };
/** the host's own screens (issue 19 #10) */
const HOST: Flags = { auth: true, host: true };
const HOST_FULL: Flags = { auth: true, host: true, hideNav: true };

export const ROUTES: readonly AppRoute[] = [
  // shopping §2: home and system
  built('/', 'Home', 'home', S.HomeScreen, { hideNav: true }),
  built('/demo', 'demo', 'home', S.DemoHomeScreen, BLACK),
  built('/wiznft', 'wiznft', 'content', S.NftHomeScreen, { hideNav: true }),
  built('/Store', 'Store', 'catalog', S.StoreScreen, BLACK),
  built('/Maintenance', 'Maintenance', 'content', S.MaintenanceScreen),
  built('/404', 'NotFound', 'system', S.NotFoundScreen),
  built('/Contents/:contentsSysId', 'Contents', 'content', S.ContentsScreen),

  // catalog, planning, product
  built('/category/:category/:subCategory', 'Category', 'catalog', S.CategoryScreen, BLACK),
  built('/Planning/:type/:brandSysId', 'Planning', 'content', S.PlanningScreen),
  built('/PlanningEvent/:planSysId/:flag?', 'PlanningEvent', 'content', S.PlanningEventScreen),
  built('/Product/:prdtSysId', 'Product', 'catalog', S.ProductScreen),
  built('/Product/:prdtSysId/:planPrdtSysId', 'ProductPlan', 'catalog', S.ProductScreen),
  built('/Product/:prdtSysId/Live/:broadcastScheduleSysId', 'ProductLive', 'catalog', S.ProductScreen, {
    caseSensitive: true,
  }),
  built('/Product/:prdtSysId/live/:bcScheduleSysId', 'ProductLiveList', 'catalog', S.ProductScreen, {
    caseSensitive: true,
  }),
  built('/product/:prdtSysId/live/:broadcastProductSysId', 'ProductLivePin', 'catalog', S.ProductScreen, {
    caseSensitive: true,
  }),
  built('/ProductQa/:prdtSysId', 'ProductQa', 'questions', S.ProductQaScreen),
  built('/Binding/:prdtSysId', 'Binding', 'catalog', S.BindingScreen),
  built('/BrandChannel/:brandSysId', 'BrandChannel', 'catalog', S.BrandChannelScreen),

  // account
  built('/Login', 'Login', 'auth', S.LoginScreen, BLACK),
  built('/RegStep00', 'RegStep00', 'auth', S.RegStep00Screen, BLACK),
  built('/RegStep04', 'RegStep04', 'auth', S.RegStep04Screen, BLACK),
  built('/Searchid', 'Searchid', 'auth', S.SearchidScreen),
  built('/Searchpw', 'Searchpw', 'auth', S.SearchpwScreen),
  built('/SearchpwSet', 'SearchpwSet', 'auth', S.SearchpwSetScreen),
  // demo only: what the console SMS provider sent (not in the spec; docs/decisions.md)
  built('/SmsOutbox', 'SmsOutbox', 'auth', S.SmsOutboxScreen),
  // social sign-in on the web and the phone change (routes not in the spec; docs/decisions.md)
  built('/SnsCallback/:kind', 'SnsCallback', 'auth', S.SnsCallbackScreen),
  built('/SnsJoin', 'SnsJoin', 'auth', S.SnsJoinScreen, BLACK),
  built('/ChangeMobile', 'ChangeMobile', 'auth', S.ChangeMobileScreen, AUTH),
  built('/ChangePw', 'ChangePw', 'users', S.ChangePwScreen, AUTH_BLACK),
  built('/ChkPw', 'ChkPw', 'users', S.ChkPwScreen, AUTH),
  built('/modifyProfile', 'modifyProfile', 'users', S.ModifyProfileScreen, AUTH_BLACK),
  // issue 33: the sandbox 본인확인 provider's window (test mode; not in the spec, docs/decisions.md)
  built('/IdentitySandbox', 'IdentitySandbox', 'users', S.IdentitySandboxScreen, AUTH),
  built('/Withdraw', 'Withdraw', 'users', S.WithdrawScreen, AUTH_BLACK),

  // information pages
  built('/About', 'About', 'content', S.AboutScreen),
  built('/About/Terms', 'AboutTerms', 'content', S.TermsScreen),
  built('/About/Privacy', 'AboutPrivacy', 'content', S.PrivacyScreen),
  built('/Privacy', 'Privacy', 'content', S.PrivacyScreen),
  built('/TermsService', 'TermsService', 'content', S.TermsScreen),
  built('/Terms/:num', 'Terms', 'content', S.TermsArticleScreen),
  built('/Notice', 'Notice', 'content', S.NoticeScreen),
  built('/Contact', 'Contact', 'questions', S.ContactScreen),
  built('/VersionChk', 'VersionChk', 'content', S.VersionChkScreen),
  built('/VersionInfo', 'VersionInfo', 'content', S.VersionInfoScreen),
  built('/search', 'search', 'catalog', S.SearchScreen, BLACK),
  built('/LanguageSetting', 'LanguageSetting', 'system', S.LanguageSettingScreen),

  // my page (MyPage handles guests itself: shopping §2 routing rules)
  built('/MyPage', 'MyPage', 'mypage', S.MyPageScreen, BLACK),
  built('/MypageSetting', 'MypageSetting', 'users', S.MypageSettingScreen, AUTH),
  // the address book and blocked members: routes not shown in the spec (docs/decisions.md)
  built('/AddressBook', 'AddressBook', 'users', S.AddressBookScreen, AUTH),
  built('/BlockList', 'BlockList', 'users', S.BlockListScreen, AUTH),
  built('/MyPoint', 'MyPoint', 'points', S.MyPointScreen, AUTH_BLACK),
  built('/MyPointNoti', 'MyPointNoti', 'points', S.MyPointNotiScreen, AUTH),
  built('/Coupon', 'Coupon', 'coupons', S.CouponScreen, AUTH_BLACK),
  built('/CouponProductsList', 'CouponProductsList', 'coupons', S.CouponProductsListScreen, AUTH),
  built('/AlertList', 'AlertList', 'notifications', S.AlertListScreen, AUTH),
  built('/AlertSet', 'AlertSet', 'notifications', S.AlertSetScreen, AUTH_BLACK),
  built('/ViewLog', 'ViewLog', 'catalog', S.ViewLogScreen, AUTH_BLACK),
  built('/MyReview', 'MyReview', 'reviews', S.MyReviewScreen, AUTH),
  built('/ReportLog', 'ReportLog', 'users', S.ReportLogScreen, AUTH),
  built('/SanctionLog', 'SanctionLog', 'users', S.SanctionLogScreen, AUTH),
  built('/MovieSetting', 'MovieSetting', 'users', S.MovieSettingScreen, AUTH),
  built('/Calendar', 'Calendar', 'broadcasts', S.CalendarScreen),
  built('/CalendarReserved', 'CalendarReserved', 'broadcasts', S.CalendarReservedScreen, AUTH),
  built('/myQna', 'myQna', 'questions', S.MyQnaScreen, AUTH),
  built('/WriteQna', 'WriteQna', 'questions', S.WriteQnaScreen, AUTH),
  built('/BuyHistory', 'BuyHistory', 'orders', S.BuyHistoryScreen, AUTH),
  built('/Basket', 'Basket', 'catalog', S.BasketScreen, AUTH_BLACK),

  // cart, checkout, orders
  built('/cart', 'cart', 'cart', S.CartScreen),
  built('/cartOrder', 'cartOrder', 'cart', S.CartOrderScreen, { hideNav: true }),
  built('/BuyProduct', 'BuyProduct', 'checkout', S.BuyProductScreen, { hideNav: true }),
  built('/BuyProduct/searchPost', 'BuyProductSearchPost', 'checkout', S.SearchPostScreen),
  built('/BuyComplete', 'BuyComplete', 'checkout', S.BuyCompleteScreen),
  built('/nonMemberOrder', 'nonMemberOrder', 'orders', S.NonMemberOrderScreen),
  built('/Tracking', 'Tracking', 'orders', S.TrackingScreen),
  built('/Tracking/delivery', 'TrackingDelivery', 'orders', S.TrackingScreen),
  built('/Tracking/:orderSysId/:orderPrdtSysId', 'TrackingProduct', 'orders', S.TrackingScreen),

  // claims
  built('/Exchange', 'Exchange', 'claims', S.ExchangeScreen, AUTH),
  built('/ExchangeDetail/:orderSysId/:orderPrdtSysId?', 'ExchangeDetail', 'claims', S.ExchangeDetailScreen, AUTH),
  built(
    '/ExchangeDetail/:orderSysId/:orderPrdtSysId/:sysId/:reqType',
    'ExchangeRequestDetail',
    'claims',
    S.ExchangeDetailScreen,
    AUTH,
  ),
  built('/ExchangeReq/:orderSysId', 'ExchangeReq', 'claims', S.ExchangeReqOrderScreen, AUTH),
  built('/ExchangeReq/:orderSysId/:orderPrdtSysId/:type', 'ExchangeReqProduct', 'claims', S.ExchangeReqScreen, AUTH),
  built('/reqPay/:orderSysId/:orderPrdtSysId', 'reqPay', 'claims', S.ReqPayScreen, AUTH),
  built('/reqPayComplete/:orderSysId/:orderPrdtSysId', 'reqPayComplete', 'claims', S.ReqPayCompleteScreen, AUTH),
  built('/CancelReq/:orderSysId/:orderPrdtSysId?', 'CancelReq', 'claims', S.CancelReqScreen, AUTH),
  built('/ExchangeInvoice/:orderSysId/:orderPrdtSysId', 'ExchangeInvoice', 'claims', S.ExchangeInvoiceScreen, AUTH),

  // reviews
  built(
    '/ReviewWrite/:prdtSysId/:orderSysId/:orderPrdtSysId/:type?',
    'ReviewWrite',
    'reviews',
    S.ReviewWriteScreen,
    AUTH,
  ),
  built('/ReviewModify/:prdtSysId/:prdtReviewSysId/:type', 'ReviewModify', 'reviews', S.ReviewModifyScreen, AUTH),
  built('/ReviewList/:prdtSysId', 'ReviewList', 'reviews', S.ReviewListScreen),
  built('/ReviewDetail/:prdtSysId/:prdtReviewSysId/:type?', 'ReviewDetail', 'reviews', S.ReviewDetailScreen),

  // customer service
  built('/CustomerMain', 'CustomerMain', 'content', S.CustomerMainScreen),
  built('/CustomerSearch/:faqKeyword', 'CustomerSearch', 'content', S.CustomerSearchScreen),
  built('/CustomerSearch/:type/:code', 'CustomerSearchCode', 'content', S.CustomerSearchScreen),
  // a notification link: a guest logs in first and lands here
  built('/RecieveCors/:corsNum', 'RecieveCors', 'questions', S.RecieveCorsScreen, AUTH),

  // operator pages for answering and moderation (issue 12; not in the spec: docs/decisions.md)
  built('/admin/questions', 'AdminQuestions', 'questions', S.AdminQuestionsScreen, { auth: true, hideNav: true }),
  built('/admin/reviews', 'AdminReviews', 'reviews', S.AdminReviewsScreen, { auth: true, hideNav: true }),

  // sharing
  built('/sharePlan', 'sharePlan', 'sellers', S.SharePlanScreen),
  built('/sharePlan/:userSysId/:date', 'sharePlanUser', 'sellers', S.SharePlanScreen),

  // live §2: player
  built('/Vod/:broadcastSysId/:broadcastScheduleSysId/:type?', 'Vod', 'broadcasts', S.PlayerScreen, PLAYER),
  built('/PastVod/:broadcastSysId/:broadcastScheduleSysId', 'PastVod', 'broadcasts', S.PlayerScreen, PLAYER),
  built('/Live/:broadcastSysId/:broadcastScheduleSysId', 'Live', 'broadcasts', S.PlayerScreen, PLAYER),
  built(
    '/LiveInfo/share/:broadcastSysId/:broadcastScheduleSysId',
    'LiveInfoShare',
    'broadcasts',
    S.LiveInfoShareScreen,
  ),
  built('/LiveItems/:type', 'LiveItems', 'broadcasts', S.LiveItemsScreen, BLACK),

  // live §2: seller
  built('/seller/intro', 'sellerIntro', 'sellers', S.SellerIntroScreen),
  built('/seller/join', 'sellerJoin', 'sellers', S.SellerJoinScreen, AUTH),
  built('/seller/joinFin', 'sellerJoinFin', 'sellers', S.SellerJoinFinScreen, AUTH),
  built('/seller/modify', 'sellerModify', 'sellers', S.SellerModifyScreen, AUTH),
  built('/seller/sellerList/:tabState?', 'sellerList', 'sellers', S.SellerListScreen, AUTH),
  built(
    '/seller/broadCastDetail/:broadcastSysId/:broadcastScheduleSysId',
    'sellerBroadCastDetail',
    'sellers',
    S.SellerBroadcastDetailScreen,
    HOST,
  ),
  built(
    '/seller/streamTerm/:broadcastSysId/:broadcastScheduleSysId',
    'streamTerm',
    'sellers',
    S.StreamTermScreen,
    HOST_FULL,
  ),
  built(
    '/seller/streamSelect/:broadcastSysId/:broadcastScheduleSysId',
    'streamSelect',
    'sellers',
    S.StreamSelectScreen,
    HOST_FULL,
  ),
  built(
    '/seller/saleChartDetail/:broadcastSysId/:broadcastScheduleSysId',
    'sellerSaleChartDetail',
    'sellers',
    S.SaleChartDetailScreen,
    HOST,
  ),

  // issue 13: the host's live console (a route of ours; the spec has none)
  built(
    '/seller/console/:broadcastSysId/:broadcastScheduleSysId',
    'sellerConsole',
    'broadcasts',
    S.ConsoleScreen,
    HOST_FULL,
  ),

  // redirect-only routes
  redirect('/routeQuery/:routeName/:key/:value', S.RouteQueryRedirect),
  redirect('/LiveInfo/:broadcastSysId/:broadcastScheduleSysId', S.LiveInfoRedirect),
];

/**
 * Routes outside the shopper's layout (no mobile column, no bottom navigation): the back-office,
 * which routes its own pages under /admin (features/admin). A more specific /admin/… route of the
 * table above still wins over this splat.
 */
export const STANDALONE_ROUTES: readonly { path: string; screen: ComponentType }[] = [
  { path: '/admin/*', screen: S.AdminApp },
];
