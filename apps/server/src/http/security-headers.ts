import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { API_PREFIX, postCspReportResponse } from '@lc/contracts';

/** Where browsers send Content-Security-Policy violation reports (`csp-reports` route). */
export const CSP_REPORT_PATH = `${API_PREFIX}/csp-reports`;

/**
 * Issue 18: the one security-header policy. Outside origins are only the Daum/Kakao postcode widget
 * (its script, and the search page it frames) on the address screen; everything else is this origin:
 * - scripts: the built bundles only (no inline script, no eval); hls.js runs its transmuxer in a
 *   worker made from a blob: URL, and plays through MediaSource (blob: media);
 * - styles: the built stylesheet (React's `style` props are set through CSSOM, which CSP allows);
 * - images: this origin (products, uploads), data: (the inline favicon) and blob: (photo previews);
 * - connections: this origin, which in CSP level 3 includes its ws:/wss: (Socket.IO);
 * - no page may be framed by another (`frame-ancestors 'none'`, X-Frame-Options DENY): the share
 *   pages are linked to, never embedded.
 */
export const SECURITY_POLICY = {
  postcodeScript: 'https://t1.daumcdn.net',
  postcodeFrames: ['https://postcode.map.daum.net', 'https://postcode.map.kakao.com'],
  /** a year, with subdomains (HSTS, only when COOKIE_SECURE says the site is served over HTTPS) */
  hstsMaxAgeSeconds: 31_536_000,
} as const;

/** `styleHashes`: base64 SHA-256 of inline stylesheets a server-made page carries (the PG sandbox page). */
/** `fileOrigins`: where public files are read from besides this origin (S3_PUBLIC_URL's CDN or bucket, issue 26) */
export function contentSecurityPolicy(opts: { styleHashes?: string[]; fileOrigins?: string[] } = {}): string {
  const p = SECURITY_POLICY;
  const files = (opts.fileOrigins ?? []).map((o) => ` ${o}`).join('');
  return [
    "default-src 'self'",
    `script-src 'self' ${p.postcodeScript}`,
    ["style-src 'self'", ...(opts.styleHashes ?? []).map((h) => `'sha256-${h}'`)].join(' '),
    `img-src 'self' data: blob:${files}`,
    `media-src 'self' blob:${files}`,
    "worker-src 'self' blob:",
    "connect-src 'self'",
    "font-src 'self' data:",
    `frame-src ${p.postcodeFrames.join(' ')}`,
    "frame-ancestors 'none'",
    "form-action 'self'",
    "base-uri 'none'",
    "object-src 'none'",
    `report-uri ${CSP_REPORT_PATH}`,
    'report-to csp',
  ].join('; ');
}

export function securityHeaders(opts: { hsts: boolean; fileOrigins?: string[] }): [string, string][] {
  const h: [string, string][] = [
    ['content-security-policy', contentSecurityPolicy({ fileOrigins: opts.fileOrigins ?? [] })],
    ['reporting-endpoints', `csp="${CSP_REPORT_PATH}"`],
    ['x-frame-options', 'DENY'],
    ['x-content-type-options', 'nosniff'],
    ['referrer-policy', 'strict-origin-when-cross-origin'],
    // the seller goes live from the browser: camera and microphone for this origin only
    [
      'permissions-policy',
      'camera=(self), microphone=(self), fullscreen=(self), geolocation=(), payment=(), usb=(), serial=(), bluetooth=(), interest-cohort=()',
    ],
  ];
  if (opts.hsts) {
    h.push(['strict-transport-security', `max-age=${SECURITY_POLICY.hstsMaxAgeSeconds}; includeSubDomains`]);
  }
  return h;
}

/** Sets each header unless the answer already carries it (an SVG upload keeps its own stricter CSP). */
function apply(res: ServerResponse, headers: [string, string][]): void {
  for (const [k, v] of headers) if (!res.hasHeader(k)) res.setHeader(k, v);
}

/**
 * Every answer carries the headers: Fastify's (pages, assets, API, 404s; also `inject` in tests) through
 * an onRequest hook on the raw response (so a file's own setHeaders can still replace one), and what
 * answers below Fastify (the catalog's cached fast path, Socket.IO's polling) through the HTTP server's
 * request listener. Call `wrapServer` after every other listener is attached.
 */
export function installSecurityHeaders(app: FastifyInstance, opts: { hsts: boolean; fileOrigins?: string[] }) {
  const headers = securityHeaders(opts);
  app.addHook('onRequest', async (_req, reply) => {
    apply(reply.raw, headers);
  });
  return {
    wrapServer(server: Server): void {
      const downstream = server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
      server.removeAllListeners('request');
      server.on('request', (req: IncomingMessage, res: ServerResponse) => {
        apply(res, headers);
        for (const l of downstream) l.call(server, req, res);
      });
    },
  };
}

/** One violation as the log keeps it (both report formats: `report-uri`'s and the Reporting API's). */
interface CspViolation {
  page: string | undefined;
  directive: string | undefined;
  blocked: string | undefined;
  source: string | undefined;
}

function violations(body: unknown): CspViolation[] {
  const items = Array.isArray(body) ? body : [body];
  const out: CspViolation[] = [];
  for (const item of items.slice(0, 20)) {
    if (!item || typeof item !== 'object') continue;
    const o = item as Record<string, unknown>;
    const r = (o['csp-report'] ?? o.body ?? o) as Record<string, unknown>;
    const str = (...keys: string[]) => {
      for (const k of keys) if (typeof r[k] === 'string') return (r[k] as string).slice(0, 500);
      return undefined;
    };
    out.push({
      page: str('document-uri', 'documentURL'),
      directive: str('effective-directive', 'effectiveDirective', 'violated-directive'),
      blocked: str('blocked-uri', 'blockedURL'),
      source: str('source-file', 'sourceFile'),
    });
  }
  return out;
}

/**
 * `POST csp-reports`: browsers report what the policy blocked (application/csp-report from
 * `report-uri`, application/reports+json from `report-to`); each one is logged as a warning, so an
 * operator sees a screen the policy breaks. Answers 0001 with how many were read.
 */
export function cspReportRoutes(
  r: {
    route(spec: {
      method: 'POST';
      path: string;
      auth: 'public';
      response: typeof postCspReportResponse;
      rateLimit: { limit: number; windowSeconds: number };
      handler: (ctx: { req: { body: unknown; log: FastifyInstance['log'] } }) => Promise<object>;
    }): void;
  },
  app: FastifyInstance,
): void {
  for (const type of ['application/csp-report', 'application/reports+json']) {
    app.addContentTypeParser(type, { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) => {
      try {
        done(null, JSON.parse(typeof body === 'string' ? body : body.toString('utf8')) as unknown);
      } catch {
        done(null, {});
      }
    });
  }
  r.route({
    method: 'POST',
    path: CSP_REPORT_PATH.slice(API_PREFIX.length + 1),
    response: postCspReportResponse,
    auth: 'public',
    rateLimit: { limit: 120, windowSeconds: 60 },
    handler: async ({ req }) => {
      const found = violations(req.body);
      for (const v of found) req.log.warn({ csp: v }, 'content security policy violation');
      return { received: found.length };
    },
  });
}
