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
  /** only sellovers and staff (issue 19 #10): others are told so and sent to /seller/intro */
  readonly requiresHost?: boolean;
}

const HomeScreen = lazy(() => import('../features/home/HomeScreen').then((m) => ({ default: m.HomeScreen })));
const DemoHomeScreen = lazy(() =>
  import('../features/home/DemoHomeScreen').then((m) => ({ default: m.DemoHomeScreen })),
);
const LoginScreen = lazy(() => import('../features/auth/LoginScreen').then((m) => ({ default: m.LoginScreen })));
// accounts (issue 4)
const RegStep00Screen = lazy(() =>
  import('../features/auth/RegStep00Screen').then((m) => ({ default: m.RegStep00Screen })),
);
const RegStep04Screen = lazy(() =>
  import('../features/auth/RegStep04Screen').then((m) => ({ default: m.RegStep04Screen })),
);
const SearchidScreen = lazy(() =>
  import('../features/auth/SearchidScreen').then((m) => ({ default: m.SearchidScreen })),
);
const SearchpwScreen = lazy(() =>
  import('../features/auth/SearchpwScreen').then((m) => ({ default: m.SearchpwScreen })),
);
const SearchpwSetScreen = lazy(() =>
  import('../features/auth/SearchpwSetScreen').then((m) => ({ default: m.SearchpwSetScreen })),
);
const SmsOutboxScreen = lazy(() =>
  import('../features/auth/SmsOutboxScreen').then((m) => ({ default: m.SmsOutboxScreen })),
);
const SnsCallbackScreen = lazy(() =>
  import('../features/auth/SnsCallbackScreen').then((m) => ({ default: m.SnsCallbackScreen })),
);
const SnsJoinScreen = lazy(() => import('../features/auth/SnsJoinScreen').then((m) => ({ default: m.SnsJoinScreen })));
const ChangeMobileScreen = lazy(() =>
  import('../features/auth/ChangeMobileScreen').then((m) => ({ default: m.ChangeMobileScreen })),
);
const ChangePwScreen = lazy(() =>
  import('../features/users/ChangePwScreen').then((m) => ({ default: m.ChangePwScreen })),
);
const ChkPwScreen = lazy(() => import('../features/users/ChkPwScreen').then((m) => ({ default: m.ChkPwScreen })));
const ModifyProfileScreen = lazy(() =>
  import('../features/users/ModifyProfileScreen').then((m) => ({ default: m.ModifyProfileScreen })),
);
const WithdrawScreen = lazy(() =>
  import('../features/users/WithdrawScreen').then((m) => ({ default: m.WithdrawScreen })),
);
const MypageSettingScreen = lazy(() =>
  import('../features/users/MypageSettingScreen').then((m) => ({ default: m.MypageSettingScreen })),
);
const ReportLogScreen = lazy(() =>
  import('../features/users/ReportLogScreen').then((m) => ({ default: m.ReportLogScreen })),
);
const SanctionLogScreen = lazy(() =>
  import('../features/users/SanctionLogScreen').then((m) => ({ default: m.SanctionLogScreen })),
);
const MovieSettingScreen = lazy(() =>
  import('../features/users/MovieSettingScreen').then((m) => ({ default: m.MovieSettingScreen })),
);
const AddressBookScreen = lazy(() =>
  import('../features/users/AddressBookScreen').then((m) => ({ default: m.AddressBookScreen })),
);
const BlockListScreen = lazy(() =>
  import('../features/users/BlockListScreen').then((m) => ({ default: m.BlockListScreen })),
);
const AlertSetScreen = lazy(() =>
  import('../features/notifications/AlertSetScreen').then((m) => ({ default: m.AlertSetScreen })),
);
const MyPageScreen = lazy(() => import('../features/mypage/MyPageScreen').then((m) => ({ default: m.MyPageScreen })));
const NotFoundScreen = lazy(() =>
  import('../features/system/NotFoundScreen').then((m) => ({ default: m.NotFoundScreen })),
);
const LanguageSettingScreen = lazy(() =>
  import('../features/system/LanguageSettingScreen').then((m) => ({ default: m.LanguageSettingScreen })),
);
const PlayerScreen = lazy(() =>
  import('../features/broadcasts/PlayerScreen').then((m) => ({ default: m.PlayerScreen })),
);
const ConsoleScreen = lazy(() =>
  import('../features/broadcasts/console/ConsoleScreen').then((m) => ({ default: m.ConsoleScreen })),
);
const broadcastScreens = () => import('../features/broadcasts/ScheduleScreens');
const CalendarScreen = lazy(() => broadcastScreens().then((m) => ({ default: m.CalendarScreen })));
const CalendarReservedScreen = lazy(() => broadcastScreens().then((m) => ({ default: m.CalendarReservedScreen })));
const LiveItemsScreen = lazy(() => broadcastScreens().then((m) => ({ default: m.LiveItemsScreen })));
// sellover streaming (issue 8)
const streamScreens = () => import('../features/sellers/StreamScreens');
const StreamTermScreen = lazy(() => streamScreens().then((m) => ({ default: m.StreamTermScreen })));
const StreamSelectScreen = lazy(() => streamScreens().then((m) => ({ default: m.StreamSelectScreen })));
const AlertListScreen = lazy(() =>
  import('../features/notifications/AlertListScreen').then((m) => ({ default: m.AlertListScreen })),
);
// sellovers (issue 14): one chunk per screen (the sales chart loads its charting library on its own)
const SellerIntroScreen = lazy(() =>
  import('../features/sellers/SellerIntroScreen').then((m) => ({ default: m.SellerIntroScreen })),
);
const sellerJoinScreens = () => import('../features/sellers/SellerJoinScreens');
const SellerJoinScreen = lazy(() => sellerJoinScreens().then((m) => ({ default: m.SellerJoinScreen })));
const SellerJoinFinScreen = lazy(() => sellerJoinScreens().then((m) => ({ default: m.SellerJoinFinScreen })));
const SellerModifyScreen = lazy(() => sellerJoinScreens().then((m) => ({ default: m.SellerModifyScreen })));
const SellerListScreen = lazy(() =>
  import('../features/sellers/SellerListScreen').then((m) => ({ default: m.SellerListScreen })),
);
const SellerBroadcastDetailScreen = lazy(() =>
  import('../features/sellers/SellerBroadcastDetailScreen').then((m) => ({ default: m.SellerBroadcastDetailScreen })),
);
const SaleChartDetailScreen = lazy(() =>
  import('../features/sellers/SaleChartDetailScreen').then((m) => ({ default: m.SaleChartDetailScreen })),
);
const SharePlanScreen = lazy(() =>
  import('../features/sellers/SharePlanScreen').then((m) => ({ default: m.SharePlanScreen })),
);
// catalog (issue 3)
const StoreScreen = lazy(() => import('../features/catalog/StoreScreen').then((m) => ({ default: m.StoreScreen })));
const CategoryScreen = lazy(() =>
  import('../features/catalog/CategoryScreen').then((m) => ({ default: m.CategoryScreen })),
);
const SearchScreen = lazy(() => import('../features/catalog/SearchScreen').then((m) => ({ default: m.SearchScreen })));
const ProductScreen = lazy(() =>
  import('../features/catalog/ProductScreen').then((m) => ({ default: m.ProductScreen })),
);
const BindingScreen = lazy(() =>
  import('../features/catalog/BindingScreen').then((m) => ({ default: m.BindingScreen })),
);
const BasketScreen = lazy(() => import('../features/catalog/BasketScreen').then((m) => ({ default: m.BasketScreen })));
const BrandChannelScreen = lazy(() =>
  import('../features/catalog/BrandChannelScreen').then((m) => ({ default: m.BrandChannelScreen })),
);
const ViewLogScreen = lazy(() =>
  import('../features/catalog/ViewLogScreen').then((m) => ({ default: m.ViewLogScreen })),
);
// content (issue 3)
const PlanningScreen = lazy(() =>
  import('../features/content/PlanningScreens').then((m) => ({ default: m.PlanningScreen })),
);
const PlanningEventScreen = lazy(() =>
  import('../features/content/PlanningScreens').then((m) => ({ default: m.PlanningEventScreen })),
);
const ContentsScreen = lazy(() =>
  import('../features/content/InfoScreens').then((m) => ({ default: m.ContentsScreen })),
);
const TermsScreen = lazy(() => import('../features/content/InfoScreens').then((m) => ({ default: m.TermsScreen })));
const TermsArticleScreen = lazy(() =>
  import('../features/content/InfoScreens').then((m) => ({ default: m.TermsArticleScreen })),
);
const PrivacyScreen = lazy(() => import('../features/content/InfoScreens').then((m) => ({ default: m.PrivacyScreen })));
const AboutScreen = lazy(() => import('../features/content/InfoScreens').then((m) => ({ default: m.AboutScreen })));
const VersionInfoScreen = lazy(() =>
  import('../features/content/InfoScreens').then((m) => ({ default: m.VersionInfoScreen })),
);
const VersionChkScreen = lazy(() =>
  import('../features/content/InfoScreens').then((m) => ({ default: m.VersionChkScreen })),
);
const MaintenanceScreen = lazy(() =>
  import('../features/content/InfoScreens').then((m) => ({ default: m.MaintenanceScreen })),
);
const NftHomeScreen = lazy(() => import('../features/content/InfoScreens').then((m) => ({ default: m.NftHomeScreen })));
const NoticeScreen = lazy(() =>
  import('../features/content/CustomerScreens').then((m) => ({ default: m.NoticeScreen })),
);
const CustomerMainScreen = lazy(() =>
  import('../features/content/CustomerScreens').then((m) => ({ default: m.CustomerMainScreen })),
);
const CustomerSearchScreen = lazy(() =>
  import('../features/content/CustomerScreens').then((m) => ({ default: m.CustomerSearchScreen })),
);
// cart, checkout, orders, points (issue 6)
const CartScreen = lazy(() => import('../features/cart/CartScreen').then((m) => ({ default: m.CartScreen })));
const CartOrderScreen = lazy(() =>
  import('../features/cart/CartOrderScreen').then((m) => ({ default: m.CartOrderScreen })),
);
const BuyProductScreen = lazy(() =>
  import('../features/checkout/BuyProductScreen').then((m) => ({ default: m.BuyProductScreen })),
);
const SearchPostScreen = lazy(() =>
  import('../features/checkout/SearchPostScreen').then((m) => ({ default: m.SearchPostScreen })),
);
const BuyCompleteScreen = lazy(() =>
  import('../features/checkout/BuyCompleteScreen').then((m) => ({ default: m.BuyCompleteScreen })),
);
const NonMemberOrderScreen = lazy(() =>
  import('../features/orders/NonMemberOrderScreen').then((m) => ({ default: m.NonMemberOrderScreen })),
);
const LiveInfoShareScreen = lazy(() =>
  import('../features/broadcasts/LiveInfoShareScreen').then((m) => ({ default: m.LiveInfoShareScreen })),
);
const ExchangeReqOrderScreen = lazy(() =>
  import('../features/claims/ExchangeReqOrderScreen').then((m) => ({ default: m.ExchangeReqOrderScreen })),
);
const ExchangeReqScreen = lazy(() =>
  import('../features/claims/ExchangeReqScreen').then((m) => ({ default: m.ExchangeReqScreen })),
);
const CancelReqScreen = lazy(() =>
  import('../features/claims/CancelReqScreen').then((m) => ({ default: m.CancelReqScreen })),
);
const BuyHistoryScreen = lazy(() =>
  import('../features/orders/BuyHistoryScreen').then((m) => ({ default: m.BuyHistoryScreen })),
);
const TrackingScreen = lazy(() =>
  import('../features/orders/TrackingScreen').then((m) => ({ default: m.TrackingScreen })),
);
const ExchangeScreen = lazy(() =>
  import('../features/claims/ExchangeScreen').then((m) => ({ default: m.ExchangeScreen })),
);
const ExchangeDetailScreen = lazy(() =>
  import('../features/claims/ExchangeDetailScreen').then((m) => ({ default: m.ExchangeDetailScreen })),
);
const ExchangeInvoiceScreen = lazy(() =>
  import('../features/claims/ExchangeInvoiceScreen').then((m) => ({ default: m.ExchangeInvoiceScreen })),
);
const ReqPayScreen = lazy(() => import('../features/claims/ReqPayScreen').then((m) => ({ default: m.ReqPayScreen })));
const ReqPayCompleteScreen = lazy(() =>
  import('../features/claims/ReqPayCompleteScreen').then((m) => ({ default: m.ReqPayCompleteScreen })),
);
const MyPointScreen = lazy(() =>
  import('../features/points/MyPointScreen').then((m) => ({ default: m.MyPointScreen })),
);
const MyPointNotiScreen = lazy(() =>
  import('../features/points/MyPointNotiScreen').then((m) => ({ default: m.MyPointNotiScreen })),
);
const CouponScreen = lazy(() => import('../features/coupons/CouponScreen').then((m) => ({ default: m.CouponScreen })));
const CouponProductsListScreen = lazy(() =>
  import('../features/coupons/CouponProductsListScreen').then((m) => ({ default: m.CouponProductsListScreen })),
);
// reviews, questions and the customer centre (issue 12)
const reviewScreens = () => import('../features/reviews/ReviewWriteScreen');
const ReviewWriteScreen = lazy(() => reviewScreens().then((m) => ({ default: m.ReviewWriteScreen })));
const ReviewModifyScreen = lazy(() => reviewScreens().then((m) => ({ default: m.ReviewModifyScreen })));
const ReviewListScreen = lazy(() =>
  import('../features/reviews/ReviewListScreen').then((m) => ({ default: m.ReviewListScreen })),
);
const ReviewDetailScreen = lazy(() =>
  import('../features/reviews/ReviewDetailScreen').then((m) => ({ default: m.ReviewDetailScreen })),
);
const MyReviewScreen = lazy(() =>
  import('../features/reviews/MyReviewScreen').then((m) => ({ default: m.MyReviewScreen })),
);
const ProductQaScreen = lazy(() =>
  import('../features/questions/ProductQaScreen').then((m) => ({ default: m.ProductQaScreen })),
);
const MyQnaScreen = lazy(() => import('../features/questions/MyQnaScreen').then((m) => ({ default: m.MyQnaScreen })));
const WriteQnaScreen = lazy(() =>
  import('../features/questions/WriteQnaScreen').then((m) => ({ default: m.WriteQnaScreen })),
);
const ContactScreen = lazy(() =>
  import('../features/questions/ContactScreen').then((m) => ({ default: m.ContactScreen })),
);
const RecieveCorsScreen = lazy(() =>
  import('../features/questions/RecieveCorsScreen').then((m) => ({ default: m.RecieveCorsScreen })),
);
// operator pages a back-office links to: their own chunks, never loaded by a shopper
const AdminQuestionsScreen = lazy(() =>
  import('../features/questions/AdminQuestionsScreen').then((m) => ({ default: m.AdminQuestionsScreen })),
);
const AdminReviewsScreen = lazy(() =>
  import('../features/reviews/AdminReviewsScreen').then((m) => ({ default: m.AdminReviewsScreen })),
);
// the operator back-office (issue 15): its own desktop layout, one lazily loaded bundle
const AdminApp = lazy(() => import('../features/admin/AdminApp').then((m) => ({ default: m.AdminApp })));
const RouteQueryRedirect = lazy(() => import('./redirects').then((m) => ({ default: m.RouteQueryRedirect })));
const LiveInfoRedirect = lazy(() => import('./redirects').then((m) => ({ default: m.LiveInfoRedirect })));

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
  built('/', 'Home', 'home', HomeScreen, { hideNav: true }),
  built('/demo', 'demo', 'home', DemoHomeScreen, BLACK),
  built('/wiznft', 'wiznft', 'content', NftHomeScreen, { hideNav: true }),
  built('/Store', 'Store', 'catalog', StoreScreen, BLACK),
  built('/Maintenance', 'Maintenance', 'content', MaintenanceScreen),
  built('/404', 'NotFound', 'system', NotFoundScreen),
  built('/Contents/:contentsSysId', 'Contents', 'content', ContentsScreen),

  // catalog, planning, product
  built('/category/:category/:subCategory', 'Category', 'catalog', CategoryScreen, BLACK),
  built('/Planning/:type/:brandSysId', 'Planning', 'content', PlanningScreen),
  built('/PlanningEvent/:planSysId/:flag?', 'PlanningEvent', 'content', PlanningEventScreen),
  built('/Product/:prdtSysId', 'Product', 'catalog', ProductScreen),
  built('/Product/:prdtSysId/:planPrdtSysId', 'ProductPlan', 'catalog', ProductScreen),
  built('/Product/:prdtSysId/Live/:broadcastScheduleSysId', 'ProductLive', 'catalog', ProductScreen, {
    caseSensitive: true,
  }),
  built('/Product/:prdtSysId/live/:bcScheduleSysId', 'ProductLiveList', 'catalog', ProductScreen, {
    caseSensitive: true,
  }),
  built('/product/:prdtSysId/live/:broadcastProductSysId', 'ProductLivePin', 'catalog', ProductScreen, {
    caseSensitive: true,
  }),
  built('/ProductQa/:prdtSysId', 'ProductQa', 'questions', ProductQaScreen),
  built('/Binding/:prdtSysId', 'Binding', 'catalog', BindingScreen),
  built('/BrandChannel/:brandSysId', 'BrandChannel', 'catalog', BrandChannelScreen),

  // account
  built('/Login', 'Login', 'auth', LoginScreen, BLACK),
  built('/RegStep00', 'RegStep00', 'auth', RegStep00Screen, BLACK),
  built('/RegStep04', 'RegStep04', 'auth', RegStep04Screen, BLACK),
  built('/Searchid', 'Searchid', 'auth', SearchidScreen),
  built('/Searchpw', 'Searchpw', 'auth', SearchpwScreen),
  built('/SearchpwSet', 'SearchpwSet', 'auth', SearchpwSetScreen),
  // demo only: what the console SMS provider sent (not in the spec; docs/decisions.md)
  built('/SmsOutbox', 'SmsOutbox', 'auth', SmsOutboxScreen),
  // social sign-in on the web and the phone change (routes not in the spec; docs/decisions.md)
  built('/SnsCallback/:kind', 'SnsCallback', 'auth', SnsCallbackScreen),
  built('/SnsJoin', 'SnsJoin', 'auth', SnsJoinScreen, BLACK),
  built('/ChangeMobile', 'ChangeMobile', 'auth', ChangeMobileScreen, AUTH),
  built('/ChangePw', 'ChangePw', 'users', ChangePwScreen, AUTH_BLACK),
  built('/ChkPw', 'ChkPw', 'users', ChkPwScreen, AUTH),
  built('/modifyProfile', 'modifyProfile', 'users', ModifyProfileScreen, AUTH_BLACK),
  built('/Withdraw', 'Withdraw', 'users', WithdrawScreen, AUTH_BLACK),

  // information pages
  built('/About', 'About', 'content', AboutScreen),
  built('/About/Terms', 'AboutTerms', 'content', TermsScreen),
  built('/About/Privacy', 'AboutPrivacy', 'content', PrivacyScreen),
  built('/Privacy', 'Privacy', 'content', PrivacyScreen),
  built('/TermsService', 'TermsService', 'content', TermsScreen),
  built('/Terms/:num', 'Terms', 'content', TermsArticleScreen),
  built('/Notice', 'Notice', 'content', NoticeScreen),
  built('/Contact', 'Contact', 'questions', ContactScreen),
  built('/VersionChk', 'VersionChk', 'content', VersionChkScreen),
  built('/VersionInfo', 'VersionInfo', 'content', VersionInfoScreen),
  built('/search', 'search', 'catalog', SearchScreen, BLACK),
  built('/LanguageSetting', 'LanguageSetting', 'system', LanguageSettingScreen),

  // my page (MyPage handles guests itself: shopping §2 routing rules)
  built('/MyPage', 'MyPage', 'mypage', MyPageScreen, BLACK),
  built('/MypageSetting', 'MypageSetting', 'users', MypageSettingScreen, AUTH),
  // the address book and blocked members: routes not shown in the spec (docs/decisions.md)
  built('/AddressBook', 'AddressBook', 'users', AddressBookScreen, AUTH),
  built('/BlockList', 'BlockList', 'users', BlockListScreen, AUTH),
  built('/MyPoint', 'MyPoint', 'points', MyPointScreen, AUTH_BLACK),
  built('/MyPointNoti', 'MyPointNoti', 'points', MyPointNotiScreen, AUTH),
  built('/Coupon', 'Coupon', 'coupons', CouponScreen, AUTH_BLACK),
  built('/CouponProductsList', 'CouponProductsList', 'coupons', CouponProductsListScreen, AUTH),
  built('/AlertList', 'AlertList', 'notifications', AlertListScreen, AUTH),
  built('/AlertSet', 'AlertSet', 'notifications', AlertSetScreen, AUTH_BLACK),
  built('/ViewLog', 'ViewLog', 'catalog', ViewLogScreen, AUTH_BLACK),
  built('/MyReview', 'MyReview', 'reviews', MyReviewScreen, AUTH),
  built('/ReportLog', 'ReportLog', 'users', ReportLogScreen, AUTH),
  built('/SanctionLog', 'SanctionLog', 'users', SanctionLogScreen, AUTH),
  built('/MovieSetting', 'MovieSetting', 'users', MovieSettingScreen, AUTH),
  built('/Calendar', 'Calendar', 'broadcasts', CalendarScreen),
  built('/CalendarReserved', 'CalendarReserved', 'broadcasts', CalendarReservedScreen, AUTH),
  built('/myQna', 'myQna', 'questions', MyQnaScreen, AUTH),
  built('/WriteQna', 'WriteQna', 'questions', WriteQnaScreen, AUTH),
  built('/BuyHistory', 'BuyHistory', 'orders', BuyHistoryScreen, AUTH),
  built('/Basket', 'Basket', 'catalog', BasketScreen, AUTH_BLACK),

  // cart, checkout, orders
  built('/cart', 'cart', 'cart', CartScreen),
  built('/cartOrder', 'cartOrder', 'cart', CartOrderScreen, { hideNav: true }),
  built('/BuyProduct', 'BuyProduct', 'checkout', BuyProductScreen, { hideNav: true }),
  built('/BuyProduct/searchPost', 'BuyProductSearchPost', 'checkout', SearchPostScreen),
  built('/BuyComplete', 'BuyComplete', 'checkout', BuyCompleteScreen),
  built('/nonMemberOrder', 'nonMemberOrder', 'orders', NonMemberOrderScreen),
  built('/Tracking', 'Tracking', 'orders', TrackingScreen),
  built('/Tracking/delivery', 'TrackingDelivery', 'orders', TrackingScreen),
  built('/Tracking/:orderSysId/:orderPrdtSysId', 'TrackingProduct', 'orders', TrackingScreen),

  // claims
  built('/Exchange', 'Exchange', 'claims', ExchangeScreen, AUTH),
  built('/ExchangeDetail/:orderSysId/:orderPrdtSysId?', 'ExchangeDetail', 'claims', ExchangeDetailScreen, AUTH),
  built(
    '/ExchangeDetail/:orderSysId/:orderPrdtSysId/:sysId/:reqType',
    'ExchangeRequestDetail',
    'claims',
    ExchangeDetailScreen,
    AUTH,
  ),
  built('/ExchangeReq/:orderSysId', 'ExchangeReq', 'claims', ExchangeReqOrderScreen, AUTH),
  built('/ExchangeReq/:orderSysId/:orderPrdtSysId/:type', 'ExchangeReqProduct', 'claims', ExchangeReqScreen, AUTH),
  built('/reqPay/:orderSysId/:orderPrdtSysId', 'reqPay', 'claims', ReqPayScreen, AUTH),
  built('/reqPayComplete/:orderSysId/:orderPrdtSysId', 'reqPayComplete', 'claims', ReqPayCompleteScreen, AUTH),
  built('/CancelReq/:orderSysId/:orderPrdtSysId?', 'CancelReq', 'claims', CancelReqScreen, AUTH),
  built('/ExchangeInvoice/:orderSysId/:orderPrdtSysId', 'ExchangeInvoice', 'claims', ExchangeInvoiceScreen, AUTH),

  // reviews
  built(
    '/ReviewWrite/:prdtSysId/:orderSysId/:orderPrdtSysId/:type?',
    'ReviewWrite',
    'reviews',
    ReviewWriteScreen,
    AUTH,
  ),
  built('/ReviewModify/:prdtSysId/:prdtReviewSysId/:type', 'ReviewModify', 'reviews', ReviewModifyScreen, AUTH),
  built('/ReviewList/:prdtSysId', 'ReviewList', 'reviews', ReviewListScreen),
  built('/ReviewDetail/:prdtSysId/:prdtReviewSysId/:type?', 'ReviewDetail', 'reviews', ReviewDetailScreen),

  // customer service
  built('/CustomerMain', 'CustomerMain', 'content', CustomerMainScreen),
  built('/CustomerSearch/:faqKeyword', 'CustomerSearch', 'content', CustomerSearchScreen),
  built('/CustomerSearch/:type/:code', 'CustomerSearchCode', 'content', CustomerSearchScreen),
  // a notification link: a guest logs in first and lands here
  built('/RecieveCors/:corsNum', 'RecieveCors', 'questions', RecieveCorsScreen, AUTH),

  // operator pages for answering and moderation (issue 12; not in the spec: docs/decisions.md)
  built('/admin/questions', 'AdminQuestions', 'questions', AdminQuestionsScreen, { auth: true, hideNav: true }),
  built('/admin/reviews', 'AdminReviews', 'reviews', AdminReviewsScreen, { auth: true, hideNav: true }),

  // sharing
  built('/sharePlan', 'sharePlan', 'sellers', SharePlanScreen),
  built('/sharePlan/:userSysId/:date', 'sharePlanUser', 'sellers', SharePlanScreen),

  // live §2: player
  built('/Vod/:broadcastSysId/:broadcastScheduleSysId/:type?', 'Vod', 'broadcasts', PlayerScreen, PLAYER),
  built('/PastVod/:broadcastSysId/:broadcastScheduleSysId', 'PastVod', 'broadcasts', PlayerScreen, PLAYER),
  built('/Live/:broadcastSysId/:broadcastScheduleSysId', 'Live', 'broadcasts', PlayerScreen, PLAYER),
  built('/LiveInfo/share/:broadcastSysId/:broadcastScheduleSysId', 'LiveInfoShare', 'broadcasts', LiveInfoShareScreen),
  built('/LiveItems/:type', 'LiveItems', 'broadcasts', LiveItemsScreen, BLACK),

  // live §2: seller
  built('/seller/intro', 'sellerIntro', 'sellers', SellerIntroScreen),
  built('/seller/join', 'sellerJoin', 'sellers', SellerJoinScreen, AUTH),
  built('/seller/joinFin', 'sellerJoinFin', 'sellers', SellerJoinFinScreen, AUTH),
  built('/seller/modify', 'sellerModify', 'sellers', SellerModifyScreen, AUTH),
  built('/seller/sellerList/:tabState?', 'sellerList', 'sellers', SellerListScreen, AUTH),
  built(
    '/seller/broadCastDetail/:broadcastSysId/:broadcastScheduleSysId',
    'sellerBroadCastDetail',
    'sellers',
    SellerBroadcastDetailScreen,
    HOST,
  ),
  built(
    '/seller/streamTerm/:broadcastSysId/:broadcastScheduleSysId',
    'streamTerm',
    'sellers',
    StreamTermScreen,
    HOST_FULL,
  ),
  built(
    '/seller/streamSelect/:broadcastSysId/:broadcastScheduleSysId',
    'streamSelect',
    'sellers',
    StreamSelectScreen,
    HOST_FULL,
  ),
  built(
    '/seller/saleChartDetail/:broadcastSysId/:broadcastScheduleSysId',
    'sellerSaleChartDetail',
    'sellers',
    SaleChartDetailScreen,
    HOST,
  ),

  // issue 13: the host's live console (a route of ours; the spec has none)
  built(
    '/seller/console/:broadcastSysId/:broadcastScheduleSysId',
    'sellerConsole',
    'broadcasts',
    ConsoleScreen,
    HOST_FULL,
  ),

  // redirect-only routes
  redirect('/routeQuery/:routeName/:key/:value', RouteQueryRedirect),
  redirect('/LiveInfo/:broadcastSysId/:broadcastScheduleSysId', LiveInfoRedirect),
];

/**
 * Routes outside the shopper's layout (no mobile column, no bottom navigation): the back-office,
 * which routes its own pages under /admin (features/admin). A more specific /admin/… route of the
 * table above still wins over this splat.
 */
export const STANDALONE_ROUTES: readonly { path: string; screen: ComponentType }[] = [
  { path: '/admin/*', screen: AdminApp },
];
