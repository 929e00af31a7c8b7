import { lazy, useState, type ComponentType } from 'react';

/** A route's screen, loaded on first render like React.lazy, or ahead of it through `preload()`. */
export type LazyScreen<P extends object = object> = ComponentType<P> & { preload(): Promise<void> };

/**
 * React.lazy suspends on its first render even when the module is already here (a fallback, then the
 * screen). A screen preloaded before the first render (main.tsx: the route's chunk in parallel with
 * the locale) renders directly instead, with no fallback and no extra frame (issue 19 "Speed").
 */
export function lazyScreen<P extends object = object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): LazyScreen<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (m) => void (loaded = m.default),
      (e: unknown) => {
        loading = undefined;
        throw e;
      },
    ));
  const Lazy = lazy(() => preload().then(() => ({ default: loaded! })));
  function Screen(props: P) {
    // chosen once per mounted screen, so a screen shown through Lazy is never remounted
    const [Direct] = useState(() => loaded);
    return Direct ? <Direct {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(Screen, { preload });
}
