import type { LightMyRequestResponse } from 'fastify';
import { SANDBOX_PAYER_PASS } from '@lc/contracts';
import type { TestContext } from './harness.js';

/**
 * The sandbox approval page a payment answer sends the browser to, as that browser holds it: its path
 * and the payer pass the answer set (issue 25 N2: the page answers only the buyer who opened it).
 */
export function sandboxPageOf(pay: { json: Record<string, unknown>; raw: LightMyRequestResponse }) {
  const url = pay.json.redirectUrl as string;
  const cookies = ([] as string[]).concat(pay.raw.headers['set-cookie'] ?? []);
  const pass = cookies.find((c) => c.startsWith(`${SANDBOX_PAYER_PASS.cookie}=`))?.split(';')[0];
  return { url, path: url.split('?')[0]!, pass };
}

/**
 * The buyer's browser on the sandbox page: views it, or approves (with a wallet picked on the page) or
 * declines; `cookie` overrides the pass (another browser: none).
 */
export function onSandboxPage(
  t: TestContext,
  pay: { json: Record<string, unknown>; raw: LightMyRequestResponse },
  action: 'view' | 'approve' | 'decline',
  opts: { choice?: string; cookie?: string | null; headers?: Record<string, string> } = {},
) {
  const page = sandboxPageOf(pay);
  const cookie = opts.cookie === undefined ? page.pass : opts.cookie;
  const headers: Record<string, string> = { ...(opts.headers ?? {}), ...(cookie ? { cookie } : {}) };
  if (action === 'view') return t.app.fastify.inject({ method: 'GET', url: page.url, headers });
  return t.app.fastify.inject({
    method: 'POST',
    url: `${page.path}/${action}`,
    headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
    payload: opts.choice ? new URLSearchParams({ choice: opts.choice }).toString() : '',
  });
}
