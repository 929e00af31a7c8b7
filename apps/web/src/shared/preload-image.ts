/**
 * Starts loading an image the first screen shows large (its LCP element) as soon as its address is
 * known — while the screen's code and the rest of its data are still on their way — so the `<img>`
 * finds it loaded or loading (issue 19 "Speed"). Once per address.
 */
const started = new Set<string>();

export function preloadImage(url: string | null | undefined): void {
  if (!url || started.has(url) || typeof document === 'undefined') return;
  started.add(url);
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = url;
  link.fetchPriority = 'high';
  document.head.appendChild(link);
}
