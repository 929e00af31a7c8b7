import type { ComponentType } from 'react';
import { lazyScreen, type LazyScreen } from './lazy-screen';

/**
 * Every screen of the route table (routes.tsx), each its own chunk, loaded when its route renders or
 * earlier through `preload()` (main.tsx preloads the first route's screen with the locale: issue 19).
 * A screen is named by its module's export of the same name; the `import()` paths stay literal so
 * the bundler still makes each module its own chunk.
 */

// modules holding several screens (one chunk for all of them)
const broadcastScreens = () => import('../features/broadcasts/ScheduleScreens');
const streamScreens = () => import('../features/sellers/StreamScreens');
const sellerJoinScreens = () => import('../features/sellers/SellerJoinScreens');
const reviewScreens = () => import('../features/reviews/ReviewWriteScreen');

/** each screen's module, by the screen's name (which the module exports) */
const MODULES = {
  HomeScreen: () => import('../features/home/HomeScreen'),
  DemoHomeScreen: () => import('../features/home/DemoHomeScreen'),
  LoginScreen: () => import('../features/auth/LoginScreen'),
  // accounts (issue 4)
  RegStep00Screen: () => import('../features/auth/RegStep00Screen'),
  RegStep04Screen: () => import('../features/auth/RegStep04Screen'),
  SearchidScreen: () => import('../features/auth/SearchidScreen'),
  SearchpwScreen: () => import('../features/auth/SearchpwScreen'),
  SearchpwSetScreen: () => import('../features/auth/SearchpwSetScreen'),
  SmsOutboxScreen: () => import('../features/auth/SmsOutboxScreen'),
  SnsCallbackScreen: () => import('../features/auth/SnsCallbackScreen'),
  SnsJoinScreen: () => import('../features/auth/SnsJoinScreen'),
  ChangeMobileScreen: () => import('../features/auth/ChangeMobileScreen'),
  ChangePwScreen: () => import('../features/users/ChangePwScreen'),
  ChkPwScreen: () => import('../features/users/ChkPwScreen'),
  ModifyProfileScreen: () => import('../features/users/ModifyProfileScreen'),
  IdentitySandboxScreen: () => import('../features/users/IdentitySandboxScreen'),
  WithdrawScreen: () => import('../features/users/WithdrawScreen'),
  MypageSettingScreen: () => import('../features/users/MypageSettingScreen'),
  ReportLogScreen: () => import('../features/users/ReportLogScreen'),
  SanctionLogScreen: () => import('../features/users/SanctionLogScreen'),
  MovieSettingScreen: () => import('../features/users/MovieSettingScreen'),
  AddressBookScreen: () => import('../features/users/AddressBookScreen'),
  BlockListScreen: () => import('../features/users/BlockListScreen'),
  AlertSetScreen: () => import('../features/notifications/AlertSetScreen'),
  MyPageScreen: () => import('../features/mypage/MyPageScreen'),
  NotFoundScreen: () => import('../features/system/NotFoundScreen'),
  LanguageSettingScreen: () => import('../features/system/LanguageSettingScreen'),
  // PlayerScreen: below (it also starts loading hls.js)
  ConsoleScreen: () => import('../features/broadcasts/console/ConsoleScreen'),
  CalendarScreen: broadcastScreens,
  CalendarReservedScreen: broadcastScreens,
  LiveItemsScreen: broadcastScreens,
  // sellover streaming (issue 8)
  StreamTermScreen: streamScreens,
  StreamSelectScreen: streamScreens,
  AlertListScreen: () => import('../features/notifications/AlertListScreen'),
  // sellovers (issue 14): one chunk per screen (the sales chart loads its charting library on its own)
  SellerIntroScreen: () => import('../features/sellers/SellerIntroScreen'),
  SellerJoinScreen: sellerJoinScreens,
  SellerJoinFinScreen: sellerJoinScreens,
  SellerModifyScreen: sellerJoinScreens,
  SellerListScreen: () => import('../features/sellers/SellerListScreen'),
  SellerBroadcastDetailScreen: () => import('../features/sellers/SellerBroadcastDetailScreen'),
  SaleChartDetailScreen: () => import('../features/sellers/SaleChartDetailScreen'),
  SharePlanScreen: () => import('../features/sellers/SharePlanScreen'),
  // catalog (issue 3)
  StoreScreen: () => import('../features/catalog/StoreScreen'),
  CategoryScreen: () => import('../features/catalog/CategoryScreen'),
  SearchScreen: () => import('../features/catalog/SearchScreen'),
  ProductScreen: () => import('../features/catalog/ProductScreen'),
  BindingScreen: () => import('../features/catalog/BindingScreen'),
  BasketScreen: () => import('../features/catalog/BasketScreen'),
  BrandChannelScreen: () => import('../features/catalog/BrandChannelScreen'),
  ViewLogScreen: () => import('../features/catalog/ViewLogScreen'),
  // content (issue 3)
  PlanningScreen: () => import('../features/content/PlanningScreens'),
  PlanningEventScreen: () => import('../features/content/PlanningScreens'),
  ContentsScreen: () => import('../features/content/InfoScreens'),
  TermsScreen: () => import('../features/content/InfoScreens'),
  TermsArticleScreen: () => import('../features/content/InfoScreens'),
  PrivacyScreen: () => import('../features/content/InfoScreens'),
  AboutScreen: () => import('../features/content/InfoScreens'),
  VersionInfoScreen: () => import('../features/content/InfoScreens'),
  VersionChkScreen: () => import('../features/content/InfoScreens'),
  MaintenanceScreen: () => import('../features/content/InfoScreens'),
  NftHomeScreen: () => import('../features/content/InfoScreens'),
  NoticeScreen: () => import('../features/content/CustomerScreens'),
  CustomerMainScreen: () => import('../features/content/CustomerScreens'),
  CustomerSearchScreen: () => import('../features/content/CustomerScreens'),
  // cart, checkout, orders, points (issue 6)
  CartScreen: () => import('../features/cart/CartScreen'),
  CartOrderScreen: () => import('../features/cart/CartOrderScreen'),
  BuyProductScreen: () => import('../features/checkout/BuyProductScreen'),
  SearchPostScreen: () => import('../features/checkout/SearchPostScreen'),
  BuyCompleteScreen: () => import('../features/checkout/BuyCompleteScreen'),
  NonMemberOrderScreen: () => import('../features/orders/NonMemberOrderScreen'),
  LiveInfoShareScreen: () => import('../features/broadcasts/LiveInfoShareScreen'),
  ExchangeReqOrderScreen: () => import('../features/claims/ExchangeReqOrderScreen'),
  ExchangeReqScreen: () => import('../features/claims/ExchangeReqScreen'),
  CancelReqScreen: () => import('../features/claims/CancelReqScreen'),
  BuyHistoryScreen: () => import('../features/orders/BuyHistoryScreen'),
  TrackingScreen: () => import('../features/orders/TrackingScreen'),
  ExchangeScreen: () => import('../features/claims/ExchangeScreen'),
  ExchangeDetailScreen: () => import('../features/claims/ExchangeDetailScreen'),
  ExchangeInvoiceScreen: () => import('../features/claims/ExchangeInvoiceScreen'),
  ReqPayScreen: () => import('../features/claims/ReqPayScreen'),
  ReqPayCompleteScreen: () => import('../features/claims/ReqPayCompleteScreen'),
  MyPointScreen: () => import('../features/points/MyPointScreen'),
  MyPointNotiScreen: () => import('../features/points/MyPointNotiScreen'),
  CouponScreen: () => import('../features/coupons/CouponScreen'),
  CouponProductsListScreen: () => import('../features/coupons/CouponProductsListScreen'),
  // reviews, questions and the customer centre (issue 12)
  ReviewWriteScreen: reviewScreens,
  ReviewModifyScreen: reviewScreens,
  ReviewListScreen: () => import('../features/reviews/ReviewListScreen'),
  ReviewDetailScreen: () => import('../features/reviews/ReviewDetailScreen'),
  MyReviewScreen: () => import('../features/reviews/MyReviewScreen'),
  ProductQaScreen: () => import('../features/questions/ProductQaScreen'),
  MyQnaScreen: () => import('../features/questions/MyQnaScreen'),
  WriteQnaScreen: () => import('../features/questions/WriteQnaScreen'),
  ContactScreen: () => import('../features/questions/ContactScreen'),
  RecieveCorsScreen: () => import('../features/questions/RecieveCorsScreen'),
  // operator pages a back-office links to: their own chunks, never loaded by a shopper
  AdminQuestionsScreen: () => import('../features/questions/AdminQuestionsScreen'),
  AdminReviewsScreen: () => import('../features/reviews/AdminReviewsScreen'),
  // the operator back-office (issue 15): its own desktop layout, one lazily loaded bundle
  AdminApp: () => import('../features/admin/AdminApp'),
  RouteQueryRedirect: () => import('./redirects'),
  LiveInfoRedirect: () => import('./redirects'),
};

type Modules<T> = { [K in keyof T]: () => Promise<{ [N in K & string]: ComponentType }> };

/** One `lazyScreen` per module entry, taking the module's export of the entry's name. */
function lazyScreens<T extends Modules<T>>(modules: T): { [K in keyof T]: LazyScreen } {
  const entries = Object.entries(modules) as [string, () => Promise<Record<string, ComponentType>>][];
  const screens = entries.map(([name, load]) => [
    name,
    lazyScreen<object>(() => load().then((m) => ({ default: m[name] as ComponentType<object> }))),
  ]);
  return Object.fromEntries(screens) as { [K in keyof T]: LazyScreen };
}

// the player's video library loads in parallel with its screen (and the screen's data), not after them
const PlayerScreen = lazyScreen<object>(() => {
  void import('hls.js').catch(() => undefined);
  return import('../features/broadcasts/PlayerScreen').then((m) => ({ default: m.PlayerScreen }));
});

export const SCREENS = { ...lazyScreens(MODULES), PlayerScreen };
