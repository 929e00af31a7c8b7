import type { FastifyReply, FastifyRequest } from 'fastify';
import { RC, RESULT_CODES } from '@lc/contracts';
import { AppError } from '../../http/errors.js';
import { requestLang } from '../../http/lang.js';
import type { Router } from '../../http/route.js';
import type { SandboxGateway } from './payments.sandbox.js';
import {
  SANDBOX_PAGE_CSP,
  sandboxApprovalPage,
  sandboxChoices,
  sandboxRefusalPage,
  type SandboxChoice,
} from './payments.sandbox-page.js';
import type { SandboxPayerPass } from './payments.sandbox-pass.js';

const html = (reply: FastifyReply, status: number, body: string) =>
  reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', SANDBOX_PAGE_CSP)
    .send(body);

/** The wallet picked on the page's form (`choice`); one the page does not offer is refused (9400, nothing changes). */
function pickedChoice(req: FastifyRequest, method: string): SandboxChoice | undefined {
  const v = (req.body as Record<string, unknown> | null | undefined)?.choice;
  if (v === undefined || v === '') return undefined;
  if (typeof v !== 'string' || !(sandboxChoices(method) as string[]).includes(v)) throw new AppError(RC.BAD_REQUEST);
  return v as SandboxChoice;
}

/**
 * The sandbox gateway's own pages, the approval window a real PG would host: viewing, approving and
 * declining answer only the buyer holding the page's pass (issue 25 N2, in every mode); anyone else
 * gets a page with 6140 and the payment is left as it was.
 */
export function sandboxPageRoutes(r: Router, s: { sandbox: SandboxGateway; pass: SandboxPayerPass }): void {
  const refused = (req: FastifyRequest, reply: FastifyReply) =>
    html(reply, RESULT_CODES[RC.PG_PAYER_ONLY].status, sandboxRefusalPage(RC.PG_PAYER_ONLY, requestLang(req)));
  /** the page's transaction, and whether the browser holds its buyer's pass */
  const pageOf = async (req: FastifyRequest) => {
    const tid = String((req.params as { tid: string }).tid);
    const tx = await s.sandbox.getRaw(tid);
    if (!tx) throw new AppError(RC.ORDER_NOT_FOUND);
    return { tid, tx, passed: s.pass.presented(req, tid) };
  };
  r.route({
    method: 'GET',
    path: 'pg/sandbox/pay/:tid',
    response: 'raw',
    auth: 'public',
    handler: async ({ req, reply }) => {
      const { tx, passed } = await pageOf(req);
      if (!passed) return refused(req, reply);
      return html(reply, 200, sandboxApprovalPage(tx, requestLang(req)));
    },
  });
  for (const decision of ['approve', 'decline'] as const) {
    r.route({
      method: 'POST',
      path: `pg/sandbox/pay/:tid/${decision}`,
      response: 'raw',
      auth: 'public',
      handler: async ({ req, reply }) => {
        const { tid, tx, passed } = await pageOf(req);
        if (!passed) return refused(req, reply);
        const approve = decision === 'approve';
        const { returnUrl } = await s.sandbox.decide(tid, approve, approve ? pickedChoice(req, tx.method) : undefined);
        return reply.code(303).header('location', returnUrl).send();
      },
    });
  }
}
