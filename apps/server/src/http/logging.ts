import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';

/** Query parameters whose values never reach the logs. */
const SECRET_QUERY =
  /([?&](?:token|accessToken|refreshToken|password|mobile|phone|authWayValue|authNo|snsToken)=)[^&#]*/gi;
/** Korean mobile numbers anywhere in a logged URL (01012345678, 010-1234-5678). */
const PHONE = /01[016789]-?\d{3,4}-?\d{4}/g;

export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY, '$1[redacted]').replace(PHONE, '[phone]');
}

const SECRET_KEYS = [
  'password',
  'newPassword',
  'accessToken',
  'refreshToken',
  'token',
  'snsToken',
  'rsaEncStr',
  'authNo',
  'mobile',
  'phone',
  'authWayValue',
  'jsonData',
];

/**
 * Structured JSON logs (pino through Fastify) with tokens, passwords and phone numbers removed:
 * request URLs are rewritten, auth headers and cookies censored, and the listed keys censored at
 * the top level and one level down in any logged object.
 */
export function loggerOptions(level: string, stream?: DestinationStream): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        ...SECRET_KEYS,
        ...SECRET_KEYS.map((k) => `*.${k}`),
      ],
      censor: '[redacted]',
    },
    serializers: {
      req(req) {
        return { method: req.method, url: redactUrl(req.url), remoteAddress: req.ip };
      },
    },
  } as FastifyServerOptions['logger'];
}

/** How often the request summary is written (issue 19 #14). */
export const REQUEST_SUMMARY_MS = 60_000;

/**
 * Request logging without flooding (issue 19 #14): Fastify's own per-request lines are off
 * (`logController` with `disableRequestLogging`); each request is one `debug` line, a failed request (5xx) is always an
 * `error` line, and once a minute one `info` line sums up the minute: requests, 4xx, 5xx and the
 * 95th percentile of response times. A minute without requests writes nothing. The window follows
 * the app's clock (tests move it) and is checked on every response and by a timer.
 */
export function installRequestLog(app: FastifyInstance, now: () => Date, windowMs = REQUEST_SUMMARY_MS): void {
  let windowStart = now().getTime();
  let durations: number[] = [];
  let clientErrors = 0;
  let errors = 0;

  const flush = (at: number) => {
    if (durations.length > 0) {
      const sorted = [...durations].sort((a, b) => a - b);
      const p95Ms = Math.round(sorted[Math.max(0, Math.ceil(sorted.length * 0.95) - 1)]!);
      app.log.info(
        {
          summary: 'requests',
          requests: sorted.length,
          clientErrors,
          errors,
          p95Ms,
          seconds: Math.round((at - windowStart) / 1000),
        },
        `requests ${sorted.length}, errors ${errors} (4xx ${clientErrors}), p95 ${p95Ms} ms`,
      );
    }
    durations = [];
    clientErrors = 0;
    errors = 0;
    windowStart = at;
  };
  const tick = () => {
    const at = now().getTime();
    if (at - windowStart >= windowMs) flush(at);
  };

  app.addHook('onResponse', async (req, reply) => {
    tick();
    const status = reply.statusCode;
    const responseTime = reply.elapsedTime;
    durations.push(responseTime);
    if (status >= 500) {
      errors += 1;
      // 503 is the server's own answer for a known unavailable state (no ffmpeg: no video, 8107), asked
      // again by every polling player: counted in the summary, logged at debug; any other 5xx is an error
      if (status === 503) req.log.debug({ req, res: { statusCode: status }, responseTime }, 'request unavailable');
      else req.log.error({ req, res: { statusCode: status }, responseTime }, 'request failed');
    } else {
      if (status >= 400) clientErrors += 1;
      req.log.debug({ req, res: { statusCode: status }, responseTime }, 'request completed');
    }
  });
  const timer = setInterval(tick, Math.min(windowMs, 10_000));
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    flush(now().getTime());
  });
}
