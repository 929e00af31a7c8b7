import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_PREFIX, SANDBOX_PAYER_PASS, type Lang } from '@lc/contracts';

/** The approval page of one sandbox transaction, where its pass cookie is sent (and nowhere else). */
export const sandboxPagePath = (tid: string) => `${API_PREFIX}/pg/sandbox/pay/${tid}`;
const PAGE_URL = new RegExp(`^${API_PREFIX}/pg/sandbox/pay/([A-Za-z0-9_]{1,64})$`);

/** Who starts a payment: the order's buyer or not (staff may start one, but never approve it). */
export type IsBuyer<C> = (orderSysId: number, caller: C) => Promise<boolean>;

/**
 * Issue 25 N2: the sandbox approval page answers only the buyer who started the payment. A PG's own
 * window is bound to the merchant's payment request; here the request that opens the page (an
 * authorised `POST orders/{id}/pays` or `…/deliverypay` by the order's buyer, member or guest) hands
 * the browser a signed, short-lived pass for that one transaction (an HttpOnly cookie whose path is
 * that page). Viewing, approving and declining need it; anyone else gets 6140 and nothing changes.
 */
export function sandboxPayerPass(deps: { secret: Uint8Array; now: () => Date; secure: boolean }) {
  const key = createHmac('sha256', deps.secret).update('sandbox-payer-pass').digest();
  const sign = (tid: string, exp: number) => createHmac('sha256', key).update(`${tid}.${exp}`).digest('base64url');

  function mint(tid: string): string {
    const exp = Math.floor(deps.now().getTime() / 1000) + SANDBOX_PAYER_PASS.maxAgeSeconds;
    return `${exp}.${sign(tid, exp)}`;
  }

  function verify(tid: string, value: string | undefined): boolean {
    const m = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(value ?? '');
    if (!m) return false;
    const exp = Number(m[1]);
    if (exp * 1000 < deps.now().getTime()) return false;
    const want = Buffer.from(sign(tid, exp));
    const got = Buffer.from(m[2]!);
    return want.length === got.length && timingSafeEqual(want, got);
  }

  return {
    verify,
    /** the pass presented with a request to the page of `tid` */
    presented(req: FastifyRequest, tid: string): boolean {
      return verify(tid, req.cookies[SANDBOX_PAYER_PASS.cookie]);
    },
    /**
     * Hands the pass for the sandbox page a payment answer sends the browser to, when the caller is the
     * order's buyer (another PG's page, no page, or a staff caller: nothing). Answers the page's address
     * in the caller's language (the app's language, which the browser's own may not be).
     */
    async hand<C>(
      reply: FastifyReply,
      opened: { redirectUrl: string | null; orderSysId: number; caller: C; lang: Lang },
      isBuyer: IsBuyer<C>,
    ): Promise<string | null> {
      const tid = PAGE_URL.exec(opened.redirectUrl ?? '')?.[1];
      if (!tid) return opened.redirectUrl;
      const url = `${opened.redirectUrl}?lang=${opened.lang}`;
      if (!(await isBuyer(opened.orderSysId, opened.caller))) return url;
      reply.setCookie(SANDBOX_PAYER_PASS.cookie, mint(tid), {
        httpOnly: true,
        sameSite: 'strict',
        secure: deps.secure,
        path: sandboxPagePath(tid),
        maxAge: SANDBOX_PAYER_PASS.maxAgeSeconds,
      });
      return url;
    },
  };
}
export type SandboxPayerPass = ReturnType<typeof sandboxPayerPass>;
