import { queryClient } from './providers';

/**
 * The data a route's first screen needs, fetched together with the screen's chunk before the app's
 * first render (main.tsx, issue 19 "Speed"): the first frame then shows the sections in their final
 * place instead of spinners that late answers push around (layout shift), and the data's round trip
 * runs beside the chunk's instead of after it. Keyed by the route's path (app/routes.tsx); each loader
 * is its own small chunk. Later navigations load their data as screens render, as before.
 */
const ROUTE_DATA: Record<string, (search: string) => Promise<unknown>> = {
  '/': (search) => import('../features/home/prefetch').then((m) => m.prefetchHome(queryClient, search)),
};

/** How long the first render waits for that data at most; a slower answer arrives as the screen's spinners would. */
export const FIRST_RENDER_DATA_WAIT_MS = 1_200;

export function prefetchRouteData(path: string | undefined, search: string): Promise<unknown> {
  const load = path === undefined ? undefined : ROUTE_DATA[path];
  if (!load) return Promise.resolve();
  const wait = new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_DATA_WAIT_MS));
  return Promise.race([load(search).catch(() => undefined), wait]);
}
