import type { FastifyRequest } from 'fastify';
import type { Lang } from '@lc/contracts';

/** The caller's language for messages: `lang` query, then Accept-Language; Korean by default. */
export function requestLang(req: FastifyRequest): Lang {
  const q = (req.query as Record<string, unknown> | undefined)?.lang;
  if (q === 'en' || q === 'ko') return q;
  const h = req.headers['accept-language'];
  return typeof h === 'string' && /^\s*en\b/i.test(h) ? 'en' : 'ko';
}
