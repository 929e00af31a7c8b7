/**
 * The headless Chromium the browser tests and bench/web drive: Debian's (or CHROME_PATH, CHROMIUM_PATH),
 * with no sandbox, GPU, QUIC or background traffic of its own (sync, updates, first-run pages).
 */
export const CHROMIUM = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // more switches for an experiment (space-separated), e.g. E2E_CHROMIUM_EXTRA='--mute-audio'
  ...(process.env.E2E_CHROMIUM_EXTRA ?? '').split(' ').filter(Boolean),
];
