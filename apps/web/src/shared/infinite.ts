import { useEffect, useRef } from 'react';
import { INFINITE_SCROLL } from '@lc/contracts';

/**
 * Infinite scroll for every list (shopping §9): when the page is scrolled to within 20 px of its
 * bottom, `onMore` runs, at most once a second. A page shorter than the screen asks for more at once.
 */
export function useInfiniteScroll(opts: { hasMore: boolean; busy: boolean; onMore: () => void }): void {
  const ref = useRef(opts);
  useEffect(() => {
    ref.current = opts;
  });
  const last = useRef(0);
  useEffect(() => {
    const check = () => {
      const { hasMore, busy, onMore } = ref.current;
      if (!hasMore || busy) return;
      const el = document.scrollingElement ?? document.documentElement;
      const distance = el.scrollHeight - (el.scrollTop + window.innerHeight);
      if (distance > INFINITE_SCROLL.edgePx) return;
      const now = Date.now();
      if (now - last.current < INFINITE_SCROLL.throttleMs) return;
      last.current = now;
      onMore();
    };
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    const timer = window.setInterval(check, INFINITE_SCROLL.throttleMs);
    return () => {
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
      window.clearInterval(timer);
    };
  }, []);
}

/** Next startIndex for react-query's useInfiniteQuery over {totalCount} pages of `rows`. */
export function nextStart<T>(pages: { totalCount: number }[], rows: (p: never) => T[]): number | undefined {
  const loaded = pages.reduce((n, p) => n + rows(p as never).length, 0);
  const total = pages[pages.length - 1]?.totalCount ?? 0;
  return loaded < total ? loaded : undefined;
}
