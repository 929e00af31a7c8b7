import { describe, expect, it } from 'vitest';
import { matchPath } from 'react-router';
import routesDoc from '../../../../docs/routes.md?raw';
import { ROUTES, DOMAINS } from './routes';
import { routesMarkdown } from './routes-doc';
import {
  BOTTOM_NAV,
  backgroundOf,
  botNavThumbnail,
  findRoute,
  liveInfoTarget,
  resolveRouteQuery,
  routeQueryTargets,
  shouldClearSearchState,
  showsBottomNav,
} from './route-logic';

/** Every concrete path the spec documents (shopping §2, live §2), with sample parameter values. */
const SPEC_PATHS: [path: string, screen: string | null][] = [
  // shopping §2
  ['/', 'Home'],
  ['/demo', 'demo'],
  ['/wiznft', 'wiznft'],
  ['/Store', 'Store'],
  ['/Maintenance', 'Maintenance'],
  ['/404', 'NotFound'],
  ['/Contents/7', 'Contents'],
  ['/category/1/2', 'Category'],
  ['/Planning/brandList/3', 'Planning'],
  ['/PlanningEvent/4', 'PlanningEvent'],
  ['/PlanningEvent/4/Y', 'PlanningEvent'],
  ['/Product/10', 'Product'],
  ['/Product/10/20', 'ProductPlan'],
  ['/Product/10/Live/30', 'ProductLive'],
  ['/ProductQa/10', 'ProductQa'],
  ['/Binding/10', 'Binding'],
  ['/Login', 'Login'],
  ['/RegStep00', 'RegStep00'],
  ['/RegStep04', 'RegStep04'],
  ['/Searchid', 'Searchid'],
  ['/Searchpw', 'Searchpw'],
  ['/SearchpwSet', 'SearchpwSet'],
  ['/ChangePw', 'ChangePw'],
  ['/ChkPw', 'ChkPw'],
  ['/modifyProfile', 'modifyProfile'],
  ['/Withdraw', 'Withdraw'],
  ['/About', 'About'],
  ['/About/Terms', 'AboutTerms'],
  ['/About/Privacy', 'AboutPrivacy'],
  ['/Privacy', 'Privacy'],
  ['/TermsService', 'TermsService'],
  ['/Terms/2', 'Terms'],
  ['/Notice', 'Notice'],
  ['/Contact', 'Contact'],
  ['/VersionChk', 'VersionChk'],
  ['/VersionInfo', 'VersionInfo'],
  ['/search', 'search'],
  ['/LanguageSetting', 'LanguageSetting'],
  ['/MyPage', 'MyPage'],
  ['/MypageSetting', 'MypageSetting'],
  ['/MyPoint', 'MyPoint'],
  ['/MyPointNoti', 'MyPointNoti'],
  ['/Coupon', 'Coupon'],
  ['/AlertList', 'AlertList'],
  ['/AlertSet', 'AlertSet'],
  ['/ViewLog', 'ViewLog'],
  ['/MyReview', 'MyReview'],
  ['/ReportLog', 'ReportLog'],
  ['/SanctionLog', 'SanctionLog'],
  ['/MovieSetting', 'MovieSetting'],
  ['/Calendar', 'Calendar'],
  ['/CalendarReserved', 'CalendarReserved'],
  ['/myQna', 'myQna'],
  ['/WriteQna', 'WriteQna'],
  ['/CouponProductsList', 'CouponProductsList'],
  ['/BuyHistory', 'BuyHistory'],
  ['/Basket', 'Basket'],
  ['/cart', 'cart'],
  ['/cartOrder', 'cartOrder'],
  ['/BuyProduct', 'BuyProduct'],
  ['/BuyProduct/searchPost', 'BuyProductSearchPost'],
  ['/BuyComplete', 'BuyComplete'],
  ['/nonMemberOrder', 'nonMemberOrder'],
  ['/Tracking', 'Tracking'],
  ['/Tracking/delivery', 'TrackingDelivery'],
  ['/Tracking/100/200', 'TrackingProduct'],
  ['/Exchange', 'Exchange'],
  ['/ExchangeDetail/100', 'ExchangeDetail'],
  ['/ExchangeDetail/100/200', 'ExchangeDetail'],
  ['/ExchangeDetail/100/200/300/return', 'ExchangeRequestDetail'],
  ['/ExchangeReq/100', 'ExchangeReq'],
  ['/ExchangeReq/100/200/exchange', 'ExchangeReqProduct'],
  ['/reqPay/100/200', 'reqPay'],
  ['/reqPayComplete/100/200', 'reqPayComplete'],
  ['/CancelReq/100', 'CancelReq'],
  ['/CancelReq/100/200', 'CancelReq'],
  ['/ExchangeInvoice/100/200', 'ExchangeInvoice'],
  ['/ReviewWrite/10/100/200', 'ReviewWrite'],
  ['/ReviewWrite/10/100/200/photo', 'ReviewWrite'],
  ['/ReviewModify/10/5/photo', 'ReviewModify'],
  ['/ReviewList/10', 'ReviewList'],
  ['/ReviewDetail/10/5', 'ReviewDetail'],
  ['/ReviewDetail/10/5/photo', 'ReviewDetail'],
  ['/CustomerMain', 'CustomerMain'],
  ['/CustomerSearch/배송', 'CustomerSearch'],
  ['/CustomerSearch/faq/3', 'CustomerSearchCode'],
  ['/RecieveCors/9', 'RecieveCors'],
  ['/routeQuery/search/keyword/shoes', null],
  ['/sharePlan', 'sharePlan'],
  ['/sharePlan/5/20240101', 'sharePlanUser'],
  // live §2
  ['/Vod/1/2', 'Vod'],
  ['/Vod/1/2/live', 'Vod'],
  ['/PastVod/1/2', 'PastVod'],
  ['/Live/1/2', 'Live'],
  ['/LiveInfo/1/2', null],
  ['/LiveInfo/share/1/2', 'LiveInfoShare'],
  ['/LiveItems/best', 'LiveItems'],
  ['/Product/10/live/2', 'ProductLiveList'],
  ['/product/10/live/44', 'ProductLivePin'],
  ['/Planning/brandList/3', 'Planning'],
  ['/BrandChannel/3', 'BrandChannel'],
  ['/seller/intro', 'sellerIntro'],
  ['/seller/join', 'sellerJoin'],
  ['/seller/joinFin', 'sellerJoinFin'],
  ['/seller/modify', 'sellerModify'],
  ['/seller/sellerList', 'sellerList'],
  ['/seller/sellerList/2', 'sellerList'],
  ['/seller/broadCastDetail/1/2', 'sellerBroadCastDetail'],
  ['/seller/streamTerm/1/2', 'streamTerm'],
  ['/seller/streamSelect/1/2', 'streamSelect'],
  ['/seller/saleChartDetail/1/2', 'sellerSaleChartDetail'],
  ['/seller/console/1/2', 'sellerConsole'],
];

/** requiresAuth as the brief lists it (shopping §2, §6); /MyPage handles guests itself. */
const GUARDED = [
  '/ViewLog',
  '/Basket',
  '/MyPoint',
  '/MyPointNoti',
  '/Coupon',
  '/CouponProductsList',
  '/AlertList',
  '/AlertSet',
  '/MyReview',
  '/ReportLog',
  '/SanctionLog',
  '/myQna',
  '/WriteQna',
  '/MypageSetting',
  '/AddressBook',
  '/BlockList',
  '/modifyProfile',
  '/IdentitySandbox',
  '/ChangeMobile',
  '/ChangePw',
  '/ChkPw',
  '/Withdraw',
  '/CalendarReserved',
  '/BuyHistory',
  '/Exchange',
  '/ExchangeReq/1',
  '/ExchangeReq/1/2/x',
  '/ExchangeDetail/1',
  '/ExchangeDetail/1/2',
  '/ExchangeDetail/1/2/3/x',
  '/reqPay/1/2',
  '/reqPayComplete/1/2',
  '/CancelReq/1',
  '/CancelReq/1/2',
  '/ExchangeInvoice/1/2',
  '/ReviewWrite/1/2/3',
  '/ReviewWrite/1/2/3/x',
  '/ReviewModify/1/2/x',
  '/RecieveCors/Q1',
  '/admin/questions',
  '/admin/reviews',
  '/MovieSetting',
  '/seller/join',
  '/seller/joinFin',
  '/seller/modify',
  '/seller/sellerList',
  '/seller/broadCastDetail/1/2',
  '/seller/streamTerm/1/2',
  '/seller/streamSelect/1/2',
  '/seller/saleChartDetail/1/2',
  '/seller/console/1/2',
];

const BLACK = [
  '/Login',
  '/demo',
  '/RegStep00',
  '/RegStep04',
  // the social sign-up is a sign-up step too
  '/SnsJoin',
  '/Store',
  '/category/0/0',
  '/Basket',
  '/LiveItems/x',
  '/ViewLog',
  '/search',
  '/MyPoint',
  '/MyPage',
  '/AlertSet',
  '/Coupon',
  '/modifyProfile',
  '/ChangePw',
  '/Withdraw',
];

describe('route table', () => {
  it.each(SPEC_PATHS)('%s is routed to %s', (path, screen) => {
    const route = findRoute(ROUTES, path);
    expect(route, path).not.toBeNull();
    expect(route?.name ?? null).toBe(screen);
  });

  it('has no duplicate paths and every path is a valid react-router pattern', () => {
    const paths = ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const p of paths) expect(p.startsWith('/')).toBe(true);
  });

  it('keeps the three product/live links apart by case (live §2)', () => {
    expect(findRoute(ROUTES, '/Product/1/Live/2')?.name).toBe('ProductLive');
    expect(findRoute(ROUTES, '/Product/1/live/2')?.name).toBe('ProductLiveList');
    expect(findRoute(ROUTES, '/product/1/live/2')?.name).toBe('ProductLivePin');
  });

  it('sends unknown paths to /404 (no match)', () => {
    for (const p of [
      '/nope',
      '/Product',
      '/Product/1/2/3/4',
      '/LiveInfo',
      '/LiveInfo/1',
      '/seller',
      '/Vod/1',
      '/sharePlan/5',
      '/routeQuery/search',
    ]) {
      expect(findRoute(ROUTES, p), p).toBeNull();
    }
  });

  it('flags exactly the guarded routes as requiresAuth', () => {
    for (const p of GUARDED) expect(findRoute(ROUTES, p)?.requiresAuth, p).toBe(true);
    const guardedRoutes = new Set(GUARDED.map((p) => findRoute(ROUTES, p)));
    for (const r of ROUTES) if (!guardedRoutes.has(r)) expect(r.requiresAuth, r.path).toBe(false);
    expect(findRoute(ROUTES, '/MyPage')?.requiresAuth).toBe(false);
    expect(findRoute(ROUTES, '/cart')?.requiresAuth).toBe(false);
    expect(findRoute(ROUTES, '/seller/intro')?.requiresAuth).toBe(false);
  });

  it('keeps the seller streaming screens to sellovers and staff (issue 19 #10)', () => {
    const HOST = [
      '/seller/streamTerm/1/2',
      '/seller/streamSelect/1/2',
      '/seller/console/1/2',
      '/seller/broadCastDetail/1/2',
      '/seller/saleChartDetail/1/2',
    ];
    for (const p of HOST) expect(findRoute(ROUTES, p)?.requiresHost, p).toBe(true);
    const host = new Set(HOST.map((p) => findRoute(ROUTES, p)));
    for (const r of ROUTES) if (!host.has(r)) expect(r.requiresHost, r.path).toBeFalsy();
  });

  it('paints exactly the spec screens black', () => {
    for (const p of BLACK) expect(backgroundOf(ROUTES, p), p).toBe('black');
    const black = new Set(BLACK.map((p) => findRoute(ROUTES, p)));
    for (const r of ROUTES) if (!black.has(r)) expect(r.background, r.path).toBe('white');
    expect(backgroundOf(ROUTES, '/nope')).toBe('white');
  });

  it('names a domain for every Coming-soon route and a feature for every built one', () => {
    for (const r of ROUTES) {
      expect(r.feature === null, r.path).toBe(r.comingSoon !== null);
      if (r.comingSoon) expect(DOMAINS).toContain(r.comingSoon);
    }
  });

  it('hides the bottom navigation on Home, the NFT home and nameless routes', () => {
    expect(showsBottomNav(findRoute(ROUTES, '/'))).toBe(false);
    expect(showsBottomNav(findRoute(ROUTES, '/wiznft'))).toBe(false);
    expect(showsBottomNav(findRoute(ROUTES, '/LiveInfo/1/2'))).toBe(false);
    expect(showsBottomNav(findRoute(ROUTES, '/routeQuery/a/b/c'))).toBe(false);
    expect(showsBottomNav(null)).toBe(false);
    expect(showsBottomNav(findRoute(ROUTES, '/demo'))).toBe(true);
    expect(showsBottomNav(findRoute(ROUTES, '/MyPage'))).toBe(true);
  });

  it('bottom navigation targets exist', () => {
    for (const item of BOTTOM_NAV) expect(findRoute(ROUTES, item.to), item.to).not.toBeNull();
    expect(BOTTOM_NAV.map((i) => i.to)).toEqual(['/', '/category/0/0', '/Basket', '/MyPage', '/ViewLog']);
  });
});

describe('/routeQuery', () => {
  it('goes to a named parameterless route with one query pair', () => {
    expect(resolveRouteQuery(ROUTES, 'search', 'keyword', '운동화')).toBe(
      '/search?keyword=%EC%9A%B4%EB%8F%99%ED%99%94',
    );
    expect(resolveRouteQuery(ROUTES, 'Notice', 'id', '3')).toBe('/Notice?id=3');
    expect(resolveRouteQuery(ROUTES, 'MyPage', 'tab', 'a b')).toBe('/MyPage?tab=a+b');
    expect(resolveRouteQuery(ROUTES, 'Home', 'tab', 'best')).toBe('/?tab=best');
    expect(resolveRouteQuery(ROUTES, 'mypage', 'x', '1')).toBe('/MyPage?x=1');
  });

  it('refuses unknown names and routes that need parameters', () => {
    expect(resolveRouteQuery(ROUTES, 'Nope', 'a', 'b')).toBeNull();
    expect(resolveRouteQuery(ROUTES, 'Product', 'a', 'b')).toBeNull();
    expect(resolveRouteQuery(ROUTES, undefined, 'a', 'b')).toBeNull();
    expect(resolveRouteQuery(ROUTES, 'search', '', 'b')).toBeNull();
    for (const r of routeQueryTargets(ROUTES)) expect(r.path.includes(':')).toBe(false);
  });
});

describe('/LiveInfo', () => {
  it('redirects to the live player', () => {
    expect(liveInfoTarget('12', '34')).toBe('/Vod/12/34/live');
    expect(
      matchPath('/Vod/:broadcastSysId/:broadcastScheduleSysId/:type?', liveInfoTarget('12', '34') ?? ''),
    ).not.toBeNull();
  });
  it('needs both parameters', () => {
    expect(liveInfoTarget('12', undefined)).toBeNull();
    expect(liveInfoTarget(undefined, '34')).toBeNull();
    expect(liveInfoTarget(' ', '34')).toBeNull();
  });
});

describe('route-change rules', () => {
  it('keeps the search state only when leaving Search, Product detail or Planning', () => {
    expect(shouldClearSearchState(findRoute(ROUTES, '/search'))).toBe(false);
    expect(shouldClearSearchState(findRoute(ROUTES, '/Product/1'))).toBe(false);
    expect(shouldClearSearchState(findRoute(ROUTES, '/Product/1/Live/2'))).toBe(false);
    expect(shouldClearSearchState(findRoute(ROUTES, '/Planning/brandList/1'))).toBe(false);
    expect(shouldClearSearchState(findRoute(ROUTES, '/MyPage'))).toBe(true);
    expect(shouldClearSearchState(findRoute(ROUTES, '/'))).toBe(true);
    expect(shouldClearSearchState(null)).toBe(false);
  });

  it('reads the last-viewed thumbnail from botNavPrdt', () => {
    expect(botNavThumbnail(null)).toBeNull();
    expect(botNavThumbnail('{"squareImageUrl":"/uploads/a.jpg","bigImageUrl":"/uploads/b.jpg"}')).toBe(
      '/uploads/a.jpg',
    );
    expect(botNavThumbnail('{"squareImageUrl":"","bigImageUrl":"/uploads/b.jpg"}')).toBe('/uploads/b.jpg');
    expect(botNavThumbnail('https://cdn.example/x.png')).toBe('https://cdn.example/x.png');
    expect(botNavThumbnail('javascript:alert(1)')).toBeNull();
    expect(botNavThumbnail('{broken')).toBeNull();
  });
});

describe('docs/routes.md', () => {
  it('is generated from the current route table (npm run docs:routes -w @lc/web)', () => {
    expect(routesDoc).toBe(routesMarkdown(ROUTES));
  });
});
