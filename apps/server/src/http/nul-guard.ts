import type { FastifyInstance, HTTPMethods } from 'fastify';
import { RC } from '@lc/contracts';
import { AppError } from './errors.js';

/** Deepest nesting of a JSON body looked through for NUL characters. */
const MAX_DEPTH = 32;

export function hasNul(value: unknown, depth = 0, seen: WeakSet<object> = new WeakSet()): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object' || seen.has(value)) return false;
  seen.add(value);
  if (Array.isArray(value)) return value.some((v) => hasNul(v, depth + 1, seen));
  // only parsed JSON and form fields are text: a raw upload (Buffer, typed array or a request stream
  // with its socket and server) is content, not text, and walking it would never end
  const proto = Object.getPrototypeOf(value) as unknown;
  if (proto !== Object.prototype && proto !== null) return false;
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
    if (k.includes('\u0000') || hasNul(v, depth + 1, seen)) return true;
  }
  return false;
}

export interface RouteEntry {
  method: HTTPMethods;
  url: string;
}
const tables = new WeakMap<FastifyInstance, RouteEntry[]>();

/** Every route registered after `installNulGuard` (tests generate requests from it). */
export function routeTableOf(app: FastifyInstance): readonly RouteEntry[] {
  return tables.get(app) ?? [];
}

/**
 * Issue 18: no text with a NUL character reaches a service or the database (PostgreSQL refuses NUL
 * in text and the query failed with a 500). Every route's query, path parameters and body (form
 * fields, JSON at any depth, multipart fields; file contents excepted) are looked at before the
 * handler runs; one NUL anywhere is `400 9431`. The spec's form field `jsonData` holds JSON text whose
 * NUL is still escaped here: the router looks again once it has unwrapped it (`route.ts`).
 */
export function installNulGuard(app: FastifyInstance): void {
  const table: RouteEntry[] = [];
  tables.set(app, table);
  app.addHook('onRoute', (opts) => {
    for (const method of [opts.method].flat()) table.push({ method, url: opts.url });
  });
  app.addHook('preValidation', async (req) => {
    if (req.url.includes('%00') || hasNul(req.query) || hasNul(req.params) || hasNul(req.body)) {
      throw new AppError(RC.NUL_BYTE);
    }
  });
}
