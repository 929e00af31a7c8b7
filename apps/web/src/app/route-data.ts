import type { ProductResponse } from '@lc/contracts';
import { getLocale } from '../shared/i18n';
import { preloadImage } from '../shared/preload-image';
import { getSession } from '../shared/session';
import { CouponOffersBlock } from './product-sections';
import { queryClient } from './providers';

interface RouteAt {
  params: Readonly<Record<string, string | undefined>>;
  search: string;
}

const positiveInt = (s: string | undefined) => (s && /^\d+$/.test(s) && Number(s) > 0 ? Number(s) : undefined);

/** A product page's product and its download coupons (the block above the delivery facts). */
async function productData({ params }: RouteAt): Promise<unknown> {
  const id = positiveInt(params.prdtSysId);
  if (id === undefined) return;
  const locale = getLocale();
  const { userSysId } = getSession();
  const [catalog, coupons] = await Promise.all([
    import('../shared/api/catalog'),
    import('../features/coupons/api/get-downloadable'),
    // the block's own chunk, so that it renders in the first frame instead of after a suspense
    CouponOffersBlock.preload(),
  ]);
  const product = catalog.productQuery(id, {}, locale, userSysId);
  return Promise.all([
    // the gallery's first picture is the page's largest (its LCP element): fetched as soon as the product is here
    queryClient
      .prefetchQuery(product)
      .then(() => preloadImage(queryClient.getQueryData<ProductResponse>(product.queryKey)?.product.images[0])),
    queryClient.prefetchQuery(coupons.downloadableQuery({ prdtSysId: id }, locale, userSysId)),
  ]);
}

/**
 * The data a route's first screen needs, fetched together with the screen's chunk before the app's
 * first render (main.tsx, issue 19 "Speed"): the first frame then shows the sections in their final
 * place instead of spinners that late answers push around (layout shift), and the data's round trip
 * runs beside the chunk's instead of after it. Keyed by the route's path (app/routes.tsx), through the
 * same query options the screens use; each loader is its own small chunk. Later navigations load their
 * data as screens render, as before.
 */
const ROUTE_DATA: Record<string, (at: RouteAt) => Promise<unknown>> = {
  '/': ({ search }) => import('../features/home/prefetch').then((m) => m.prefetchHome(queryClient, search)),
  '/Product/:prdtSysId': productData,
};

/** How long the first render waits for that data at most; a slower answer arrives as the screen's spinners would. */
export const FIRST_RENDER_DATA_WAIT_MS = 1_200;

export function prefetchRouteData(path: string | undefined, at: RouteAt): Promise<unknown> {
  const load = path === undefined ? undefined : ROUTE_DATA[path];
  if (!load) return Promise.resolve();
  const wait = new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_DATA_WAIT_MS));
  return Promise.race([load(at).catch(() => undefined), wait]);
}
