/**
 * Lets code outside React (api client, token watcher, logout) navigate through the router.
 * The app registers the router's navigate on start; before that a full page load is used.
 */
type Navigate = (to: string, opts?: { replace?: boolean }) => void;

let navigateImpl: Navigate | null = null;

export function registerNavigator(fn: Navigate | null): void {
  navigateImpl = fn;
}

export function navigateTo(to: string, opts?: { replace?: boolean }): void {
  if (navigateImpl) navigateImpl(to, opts);
  else if (typeof window !== 'undefined') {
    if (opts?.replace) window.location.replace(to);
    else window.location.assign(to);
  }
}
