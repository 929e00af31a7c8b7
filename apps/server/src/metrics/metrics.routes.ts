import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { RC, RESULT_CODES, resultMessage, type ResultCode } from '@lc/contracts';
import type { Config } from '../config.js';
import { sendFailure } from '../http/envelope.js';
import { fromThisMachine } from '../http/loopback.js';
import type { Metrics } from './metrics.js';

const digest = (s: string) => createHash('sha256').update(s).digest();

/** The request carries `Authorization: Bearer <token>` (compared in constant time). */
function bearerMatches(header: string | undefined, token: string): boolean {
  const m = /^Bearer (.+)$/i.exec(header ?? '');
  return !!m && timingSafeEqual(digest(m[1]!.trim()), digest(token));
}

/**
 * Who may read the metrics on the main port (issue 26 #7): with METRICS_TOKEN, whoever sends it;
 * with METRICS_PORT and no token, nobody (they are on the metrics port); with neither, callers on
 * this machine outside production, and nobody in production. Undefined: allowed.
 */
export function metricsRefusal(
  config: Pick<Config, 'METRICS_TOKEN' | 'METRICS_PORT' | 'NODE_ENV'>,
  authorization: string | undefined,
  local: boolean,
): ResultCode | undefined {
  if (config.METRICS_TOKEN)
    return bearerMatches(authorization, config.METRICS_TOKEN) ? undefined : RC.METRICS_TOKEN_REQUIRED;
  if (config.METRICS_PORT !== undefined || config.NODE_ENV === 'production' || !local) return RC.METRICS_NOT_HERE;
  return undefined;
}

/**
 * `GET /metrics` in the Prometheus text format on the main port, and on METRICS_PORT (METRICS_HOST,
 * loopback by default) when set: that listener starts when the app is ready and closes with it.
 * Returns the metrics port once listening (METRICS_PORT=0: the port the system chose).
 */
export function metricsRoutes(fastify: FastifyInstance, config: Config, metrics: Metrics) {
  const { registry } = metrics;
  fastify.get('/metrics', async (req, reply) => {
    const refused = metricsRefusal(config, req.headers.authorization, fromThisMachine(req));
    if (refused) return sendFailure(req, reply, refused);
    return reply.type(registry.contentType).send(await registry.metrics());
  });
  let server: Server | undefined;
  if (config.METRICS_PORT !== undefined) {
    const port = config.METRICS_PORT;
    server = createServer((req, res) => {
      void answerMetricsPort(req, config, metrics).then(({ status, type, body }) => {
        res.writeHead(status, { 'content-type': type });
        res.end(body);
      });
    });
    const s = server;
    // onReady: awaited before the main port listens (onListen hooks are not), so both are up together
    fastify.addHook(
      'onReady',
      () =>
        new Promise<void>((resolve, reject) => {
          s.once('error', reject);
          s.listen(port, config.METRICS_HOST, () => resolve());
        }),
    );
    fastify.addHook(
      'onClose',
      () => new Promise<void>((resolve) => (s.listening ? s.close(() => resolve()) : resolve())),
    );
  }
  return {
    /** the metrics port once listening */
    port: () => (server?.listening ? (server.address() as AddressInfo).port : undefined),
  };
}

/** The metrics port: `GET /metrics` (with the token when one is set); anything else 404. */
async function answerMetricsPort(req: IncomingMessage, config: Config, metrics: Metrics) {
  const json = 'application/json; charset=utf-8';
  const fail = (code: ResultCode) => ({
    status: RESULT_CODES[code].status,
    type: json,
    body: JSON.stringify({ jsonData: { resultCode: code, message: resultMessage(code, 'en') } }),
  });
  if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') return fail(RC.NOT_FOUND);
  if (config.METRICS_TOKEN && !bearerMatches(req.headers.authorization, config.METRICS_TOKEN))
    return fail(RC.METRICS_TOKEN_REQUIRED);
  return { status: 200, type: metrics.registry.contentType, body: await metrics.registry.metrics() };
}
