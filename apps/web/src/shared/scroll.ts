import { scrollTopAt, UI_POLICY } from '@lc/contracts';

/**
 * The scroll-to-top animation (shopping §9): the window scrolls to `y` over UI_POLICY.scrollTopMs.
 * Resolves when it is there (at once when the user asked for reduced motion).
 */
export function animateScrollTo(y: number): Promise<void> {
  const from = window.scrollY;
  const to = Math.max(0, Math.round(y));
  if (from === to || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) {
    window.scrollTo(0, to);
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const start = performance.now();
    const step = (now: number) => {
      const t = now - start;
      window.scrollTo(0, scrollTopAt(from, to, t));
      if (t < UI_POLICY.scrollTopMs) requestAnimationFrame(step);
      else resolve();
    };
    requestAnimationFrame(step);
  });
}

/** Scrolls to an element, stopping UI_POLICY.scrollTopOffsetPx from its top (150 px above it: the header stays clear). */
export function scrollToElement(el: Element): Promise<void> {
  return animateScrollTo(el.getBoundingClientRect().top + window.scrollY + UI_POLICY.scrollTopOffsetPx);
}
