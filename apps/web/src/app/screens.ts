import { lazyScreen } from './lazy-screen';

/**
 * Every screen of the route table (routes.tsx), each its own chunk, loaded when its route renders or
 * earlier through `preload()` (main.tsx preloads the first route's screen with the locale: issue 19).
 */
export const HomeScreen = lazyScreen(() =>
  import('../features/home/HomeScreen').then((m) => ({ default: m.HomeScreen })),
);
export const DemoHomeScreen = lazyScreen(() =>
  import('../features/home/DemoHomeScreen').then((m) => ({ default: m.DemoHomeScreen })),
);
export const LoginScreen = lazyScreen(() =>
  import('../features/auth/LoginScreen').then((m) => ({ default: m.LoginScreen })),
);
// accounts (issue 4)
export const RegStep00Screen = lazyScreen(() =>
  import('../features/auth/RegStep00Screen').then((m) => ({ default: m.RegStep00Screen })),
);
export const RegStep04Screen = lazyScreen(() =>
  import('../features/auth/RegStep04Screen').then((m) => ({ default: m.RegStep04Screen })),
);
export const SearchidScreen = lazyScreen(() =>
  import('../features/auth/SearchidScreen').then((m) => ({ default: m.SearchidScreen })),
);
export const SearchpwScreen = lazyScreen(() =>
  import('../features/auth/SearchpwScreen').then((m) => ({ default: m.SearchpwScreen })),
);
export const SearchpwSetScreen = lazyScreen(() =>
  import('../features/auth/SearchpwSetScreen').then((m) => ({ default: m.SearchpwSetScreen })),
);
export const SmsOutboxScreen = lazyScreen(() =>
  import('../features/auth/SmsOutboxScreen').then((m) => ({ default: m.SmsOutboxScreen })),
);
export const SnsCallbackScreen = lazyScreen(() =>
  import('../features/auth/SnsCallbackScreen').then((m) => ({ default: m.SnsCallbackScreen })),
);
export const SnsJoinScreen = lazyScreen(() =>
  import('../features/auth/SnsJoinScreen').then((m) => ({ default: m.SnsJoinScreen })),
);
export const ChangeMobileScreen = lazyScreen(() =>
  import('../features/auth/ChangeMobileScreen').then((m) => ({ default: m.ChangeMobileScreen })),
);
export const ChangePwScreen = lazyScreen(() =>
  import('../features/users/ChangePwScreen').then((m) => ({ default: m.ChangePwScreen })),
);
export const ChkPwScreen = lazyScreen(() =>
  import('../features/users/ChkPwScreen').then((m) => ({ default: m.ChkPwScreen })),
);
export const ModifyProfileScreen = lazyScreen(() =>
  import('../features/users/ModifyProfileScreen').then((m) => ({ default: m.ModifyProfileScreen })),
);
export const WithdrawScreen = lazyScreen(() =>
  import('../features/users/WithdrawScreen').then((m) => ({ default: m.WithdrawScreen })),
);
export const MypageSettingScreen = lazyScreen(() =>
  import('../features/users/MypageSettingScreen').then((m) => ({ default: m.MypageSettingScreen })),
);
export const ReportLogScreen = lazyScreen(() =>
  import('../features/users/ReportLogScreen').then((m) => ({ default: m.ReportLogScreen })),
);
export const SanctionLogScreen = lazyScreen(() =>
  import('../features/users/SanctionLogScreen').then((m) => ({ default: m.SanctionLogScreen })),
);
export const MovieSettingScreen = lazyScreen(() =>
  import('../features/users/MovieSettingScreen').then((m) => ({ default: m.MovieSettingScreen })),
);
export const AddressBookScreen = lazyScreen(() =>
  import('../features/users/AddressBookScreen').then((m) => ({ default: m.AddressBookScreen })),
);
export const BlockListScreen = lazyScreen(() =>
  import('../features/users/BlockListScreen').then((m) => ({ default: m.BlockListScreen })),
);
export const AlertSetScreen = lazyScreen(() =>
  import('../features/notifications/AlertSetScreen').then((m) => ({ default: m.AlertSetScreen })),
);
export const MyPageScreen = lazyScreen(() =>
  import('../features/mypage/MyPageScreen').then((m) => ({ default: m.MyPageScreen })),
);
export const NotFoundScreen = lazyScreen(() =>
  import('../features/system/NotFoundScreen').then((m) => ({ default: m.NotFoundScreen })),
);
export const LanguageSettingScreen = lazyScreen(() =>
  import('../features/system/LanguageSettingScreen').then((m) => ({ default: m.LanguageSettingScreen })),
);
// the player's video library loads in parallel with its screen (and the screen's data), not after them
export const PlayerScreen = lazyScreen(() => {
  void import('hls.js').catch(() => undefined);
  return import('../features/broadcasts/PlayerScreen').then((m) => ({ default: m.PlayerScreen }));
});
export const ConsoleScreen = lazyScreen(() =>
  import('../features/broadcasts/console/ConsoleScreen').then((m) => ({ default: m.ConsoleScreen })),
);
const broadcastScreens = () => import('../features/broadcasts/ScheduleScreens');
export const CalendarScreen = lazyScreen(() => broadcastScreens().then((m) => ({ default: m.CalendarScreen })));
export const CalendarReservedScreen = lazyScreen(() =>
  broadcastScreens().then((m) => ({ default: m.CalendarReservedScreen })),
);
export const LiveItemsScreen = lazyScreen(() => broadcastScreens().then((m) => ({ default: m.LiveItemsScreen })));
// sellover streaming (issue 8)
const streamScreens = () => import('../features/sellers/StreamScreens');
export const StreamTermScreen = lazyScreen(() => streamScreens().then((m) => ({ default: m.StreamTermScreen })));
export const StreamSelectScreen = lazyScreen(() => streamScreens().then((m) => ({ default: m.StreamSelectScreen })));
export const AlertListScreen = lazyScreen(() =>
  import('../features/notifications/AlertListScreen').then((m) => ({ default: m.AlertListScreen })),
);
// sellovers (issue 14): one chunk per screen (the sales chart loads its charting library on its own)
export const SellerIntroScreen = lazyScreen(() =>
  import('../features/sellers/SellerIntroScreen').then((m) => ({ default: m.SellerIntroScreen })),
);
const sellerJoinScreens = () => import('../features/sellers/SellerJoinScreens');
export const SellerJoinScreen = lazyScreen(() => sellerJoinScreens().then((m) => ({ default: m.SellerJoinScreen })));
export const SellerJoinFinScreen = lazyScreen(() =>
  sellerJoinScreens().then((m) => ({ default: m.SellerJoinFinScreen })),
);
export const SellerModifyScreen = lazyScreen(() =>
  sellerJoinScreens().then((m) => ({ default: m.SellerModifyScreen })),
);
export const SellerListScreen = lazyScreen(() =>
  import('../features/sellers/SellerListScreen').then((m) => ({ default: m.SellerListScreen })),
);
export const SellerBroadcastDetailScreen = lazyScreen(() =>
  import('../features/sellers/SellerBroadcastDetailScreen').then((m) => ({ default: m.SellerBroadcastDetailScreen })),
);
export const SaleChartDetailScreen = lazyScreen(() =>
  import('../features/sellers/SaleChartDetailScreen').then((m) => ({ default: m.SaleChartDetailScreen })),
);
export const SharePlanScreen = lazyScreen(() =>
  import('../features/sellers/SharePlanScreen').then((m) => ({ default: m.SharePlanScreen })),
);
// catalog (issue 3)
export const StoreScreen = lazyScreen(() =>
  import('../features/catalog/StoreScreen').then((m) => ({ default: m.StoreScreen })),
);
export const CategoryScreen = lazyScreen(() =>
  import('../features/catalog/CategoryScreen').then((m) => ({ default: m.CategoryScreen })),
);
export const SearchScreen = lazyScreen(() =>
  import('../features/catalog/SearchScreen').then((m) => ({ default: m.SearchScreen })),
);
export const ProductScreen = lazyScreen(() =>
  import('../features/catalog/ProductScreen').then((m) => ({ default: m.ProductScreen })),
);
export const BindingScreen = lazyScreen(() =>
  import('../features/catalog/BindingScreen').then((m) => ({ default: m.BindingScreen })),
);
export const BasketScreen = lazyScreen(() =>
  import('../features/catalog/BasketScreen').then((m) => ({ default: m.BasketScreen })),
);
export const BrandChannelScreen = lazyScreen(() =>
  import('../features/catalog/BrandChannelScreen').then((m) => ({ default: m.BrandChannelScreen })),
);
export const ViewLogScreen = lazyScreen(() =>
  import('../features/catalog/ViewLogScreen').then((m) => ({ default: m.ViewLogScreen })),
);
// content (issue 3)
export const PlanningScreen = lazyScreen(() =>
  import('../features/content/PlanningScreens').then((m) => ({ default: m.PlanningScreen })),
);
export const PlanningEventScreen = lazyScreen(() =>
  import('../features/content/PlanningScreens').then((m) => ({ default: m.PlanningEventScreen })),
);
export const ContentsScreen = lazyScreen(() =>
  import('../features/content/InfoScreens').then((m) => ({ default: m.ContentsScreen })),
);
export const TermsScreen = lazyScreen(() =>
  import('../features/content/InfoScreens').then((m) => ({ default: m.TermsScreen })),
);
export const TermsArticleScreen = lazyScreen(() =>
  import('../features/content/InfoScreens').then((m) => ({ default: m.TermsArticleScreen })),
);
export const PrivacyScreen = lazyScreen(() =>
  import('../features/content/InfoScreens').then((m) => ({ default: m.PrivacyScreen })),
);
export const AboutScreen = lazyScreen(() =>
  import('../features/content/InfoScreens').then((m) => ({ default: m.AboutScreen })),
);
export const VersionInfoScreen = lazyScreen(() =>
  import('../features/content/InfoScreens').then((m) => ({ default: m.VersionInfoScreen })),
);
export const VersionChkScreen = lazyScreen(() =>
  import('../features/content/InfoScreens').then((m) => ({ default: m.VersionChkScreen })),
);
export const MaintenanceScreen = lazyScreen(() =>
  import('../features/content/InfoScreens').then((m) => ({ default: m.MaintenanceScreen })),
);
export const NftHomeScreen = lazyScreen(() =>
  import('../features/content/InfoScreens').then((m) => ({ default: m.NftHomeScreen })),
);
export const NoticeScreen = lazyScreen(() =>
  import('../features/content/CustomerScreens').then((m) => ({ default: m.NoticeScreen })),
);
export const CustomerMainScreen = lazyScreen(() =>
  import('../features/content/CustomerScreens').then((m) => ({ default: m.CustomerMainScreen })),
);
export const CustomerSearchScreen = lazyScreen(() =>
  import('../features/content/CustomerScreens').then((m) => ({ default: m.CustomerSearchScreen })),
);
// cart, checkout, orders, points (issue 6)
export const CartScreen = lazyScreen(() =>
  import('../features/cart/CartScreen').then((m) => ({ default: m.CartScreen })),
);
export const CartOrderScreen = lazyScreen(() =>
  import('../features/cart/CartOrderScreen').then((m) => ({ default: m.CartOrderScreen })),
);
export const BuyProductScreen = lazyScreen(() =>
  import('../features/checkout/BuyProductScreen').then((m) => ({ default: m.BuyProductScreen })),
);
export const SearchPostScreen = lazyScreen(() =>
  import('../features/checkout/SearchPostScreen').then((m) => ({ default: m.SearchPostScreen })),
);
export const BuyCompleteScreen = lazyScreen(() =>
  import('../features/checkout/BuyCompleteScreen').then((m) => ({ default: m.BuyCompleteScreen })),
);
export const NonMemberOrderScreen = lazyScreen(() =>
  import('../features/orders/NonMemberOrderScreen').then((m) => ({ default: m.NonMemberOrderScreen })),
);
export const LiveInfoShareScreen = lazyScreen(() =>
  import('../features/broadcasts/LiveInfoShareScreen').then((m) => ({ default: m.LiveInfoShareScreen })),
);
export const ExchangeReqOrderScreen = lazyScreen(() =>
  import('../features/claims/ExchangeReqOrderScreen').then((m) => ({ default: m.ExchangeReqOrderScreen })),
);
export const ExchangeReqScreen = lazyScreen(() =>
  import('../features/claims/ExchangeReqScreen').then((m) => ({ default: m.ExchangeReqScreen })),
);
export const CancelReqScreen = lazyScreen(() =>
  import('../features/claims/CancelReqScreen').then((m) => ({ default: m.CancelReqScreen })),
);
export const BuyHistoryScreen = lazyScreen(() =>
  import('../features/orders/BuyHistoryScreen').then((m) => ({ default: m.BuyHistoryScreen })),
);
export const TrackingScreen = lazyScreen(() =>
  import('../features/orders/TrackingScreen').then((m) => ({ default: m.TrackingScreen })),
);
export const ExchangeScreen = lazyScreen(() =>
  import('../features/claims/ExchangeScreen').then((m) => ({ default: m.ExchangeScreen })),
);
export const ExchangeDetailScreen = lazyScreen(() =>
  import('../features/claims/ExchangeDetailScreen').then((m) => ({ default: m.ExchangeDetailScreen })),
);
export const ExchangeInvoiceScreen = lazyScreen(() =>
  import('../features/claims/ExchangeInvoiceScreen').then((m) => ({ default: m.ExchangeInvoiceScreen })),
);
export const ReqPayScreen = lazyScreen(() =>
  import('../features/claims/ReqPayScreen').then((m) => ({ default: m.ReqPayScreen })),
);
export const ReqPayCompleteScreen = lazyScreen(() =>
  import('../features/claims/ReqPayCompleteScreen').then((m) => ({ default: m.ReqPayCompleteScreen })),
);
export const MyPointScreen = lazyScreen(() =>
  import('../features/points/MyPointScreen').then((m) => ({ default: m.MyPointScreen })),
);
export const MyPointNotiScreen = lazyScreen(() =>
  import('../features/points/MyPointNotiScreen').then((m) => ({ default: m.MyPointNotiScreen })),
);
export const CouponScreen = lazyScreen(() =>
  import('../features/coupons/CouponScreen').then((m) => ({ default: m.CouponScreen })),
);
export const CouponProductsListScreen = lazyScreen(() =>
  import('../features/coupons/CouponProductsListScreen').then((m) => ({ default: m.CouponProductsListScreen })),
);
// reviews, questions and the customer centre (issue 12)
const reviewScreens = () => import('../features/reviews/ReviewWriteScreen');
export const ReviewWriteScreen = lazyScreen(() => reviewScreens().then((m) => ({ default: m.ReviewWriteScreen })));
export const ReviewModifyScreen = lazyScreen(() => reviewScreens().then((m) => ({ default: m.ReviewModifyScreen })));
export const ReviewListScreen = lazyScreen(() =>
  import('../features/reviews/ReviewListScreen').then((m) => ({ default: m.ReviewListScreen })),
);
export const ReviewDetailScreen = lazyScreen(() =>
  import('../features/reviews/ReviewDetailScreen').then((m) => ({ default: m.ReviewDetailScreen })),
);
export const MyReviewScreen = lazyScreen(() =>
  import('../features/reviews/MyReviewScreen').then((m) => ({ default: m.MyReviewScreen })),
);
export const ProductQaScreen = lazyScreen(() =>
  import('../features/questions/ProductQaScreen').then((m) => ({ default: m.ProductQaScreen })),
);
export const MyQnaScreen = lazyScreen(() =>
  import('../features/questions/MyQnaScreen').then((m) => ({ default: m.MyQnaScreen })),
);
export const WriteQnaScreen = lazyScreen(() =>
  import('../features/questions/WriteQnaScreen').then((m) => ({ default: m.WriteQnaScreen })),
);
export const ContactScreen = lazyScreen(() =>
  import('../features/questions/ContactScreen').then((m) => ({ default: m.ContactScreen })),
);
export const RecieveCorsScreen = lazyScreen(() =>
  import('../features/questions/RecieveCorsScreen').then((m) => ({ default: m.RecieveCorsScreen })),
);
// operator pages a back-office links to: their own chunks, never loaded by a shopper
export const AdminQuestionsScreen = lazyScreen(() =>
  import('../features/questions/AdminQuestionsScreen').then((m) => ({ default: m.AdminQuestionsScreen })),
);
export const AdminReviewsScreen = lazyScreen(() =>
  import('../features/reviews/AdminReviewsScreen').then((m) => ({ default: m.AdminReviewsScreen })),
);
// the operator back-office (issue 15): its own desktop layout, one lazily loaded bundle
export const AdminApp = lazyScreen(() => import('../features/admin/AdminApp').then((m) => ({ default: m.AdminApp })));
export const RouteQueryRedirect = lazyScreen(() =>
  import('./redirects').then((m) => ({ default: m.RouteQueryRedirect })),
);
export const LiveInfoRedirect = lazyScreen(() => import('./redirects').then((m) => ({ default: m.LiveInfoRedirect })));
