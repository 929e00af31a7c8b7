let last: { message: string; at: number } | null = null;

/**
 * window.alert, ignoring the same message raised again within a second (React StrictMode runs
 * effects twice in development; two guards can fire for one navigation).
 */
export function notify(message: string): void {
  const now = Date.now();
  if (last && last.message === message && now - last.at < 1000) return;
  last = { message, at: now };
  if (typeof window !== 'undefined' && typeof window.alert === 'function') window.alert(message);
}
