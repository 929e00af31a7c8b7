import type { FastifyServerOptions } from 'fastify';
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
