import { z, type ZodType } from 'zod';
import { failureBody, RC } from '@lc/contracts';
import type { RouteEntry } from '../src/http/route.js';

/** The registered route a request reached: static segments win over `:params`, left to right (find-my-way). */
export function matchRoute(routes: RouteEntry[], method: string, url: string): RouteEntry | undefined {
  const segs = url.split('?')[0]!.replace(/^\/+/, '').split('/');
  let best: RouteEntry | undefined;
  let bestKey = '';
  for (const r of routes) {
    if (String(r.method).toUpperCase() !== method.toUpperCase()) continue;
    const parts = r.path.split('/');
    if (parts.length !== segs.length) continue;
    let key = '';
    for (let i = 0; i < parts.length && key.length === i; i++) {
      const p = parts[i]!;
      if (p.startsWith(':')) {
        if (segs[i] !== '') key += '0';
      } else if (p === safeDecode(segs[i]!)) key += '1';
    }
    if (key.length === parts.length && (!best || key > bestKey)) {
      best = r;
      bestKey = key;
    }
  }
  return best;
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

const strictCache = new WeakMap<ZodType, ZodType>();

/**
 * The same schema, strict at every depth: an object answer with a key its schema does not name fails, so
 * the contract stays complete (the contracts themselves stay lenient for the web's parsing).
 */
export function deepStrict(schema: ZodType): ZodType {
  const hit = strictCache.get(schema);
  if (hit) return hit;
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> & { type: string } } })._zod.def;
  const s = (x: unknown) => deepStrict(x as ZodType);
  let out: ZodType;
  switch (def.type) {
    case 'object': {
      const shape = Object.fromEntries(Object.entries(def.shape as Record<string, ZodType>).map(([k, v]) => [k, s(v)]));
      out =
        def.catchall && (def.catchall as ZodType) !== undefined
          ? z.object(shape).catchall(s(def.catchall))
          : z.strictObject(shape);
      break;
    }
    case 'array':
      out = z.array(s(def.element));
      break;
    case 'optional':
      out = s(def.innerType).optional();
      break;
    case 'nullable':
      out = s(def.innerType).nullable();
      break;
    case 'default':
    case 'prefault':
      out = s(def.innerType);
      break;
    case 'union':
      out = z.union((def.options as ZodType[]).map(s) as [ZodType, ZodType, ...ZodType[]]);
      break;
    case 'record':
      out = z.record(def.keyType as z.ZodString, s(def.valueType));
      break;
    case 'tuple':
      out = z.tuple((def.items as ZodType[]).map(s) as [ZodType, ...ZodType[]]);
      break;
    case 'lazy':
      out = z.lazy(() => s((def.getter as () => ZodType)()));
      break;
    default:
      out = schema;
  }
  strictCache.set(schema, out);
  return out;
}

const strictFailure = deepStrict(failureBody);

/**
 * Checks one answer of an HTTP test against its route's contract: a success (`resultCode` 0001) against
 * the route's `response` schema without the result code, any other answer against the common failure
 * envelope. Routes that answer themselves (`'raw'`) are checked only when they answer in the envelope
 * with a failure. Throws with the route, the path and the zod issues.
 */
export function checkAnswer(
  route: RouteEntry | undefined,
  method: string,
  url: string,
  json: Record<string, unknown> | undefined,
): void {
  if (!json || typeof json !== 'object' || !('resultCode' in json)) {
    if (route && route.response !== 'raw') {
      throw new Error(`${method} ${url} (route ${route.path}) answered without the envelope`);
    }
    return;
  }
  const name = route ? `${route.method} ${route.path}` : 'no route';
  const ok = json.resultCode === RC.OK;
  if (ok && !route) throw new Error(`${method} ${url}: a success from no registered route`);
  if (ok && route!.response === 'raw') throw new Error(`${name} is 'raw' but answered in the envelope`);
  const { resultCode: _code, ...data } = json;
  const r = ok ? deepStrict(route!.response as ZodType).safeParse(data) : strictFailure.safeParse(json);
  if (r.success) return;
  const issues = r.error.issues
    .slice(0, 10)
    .map((i) => `  ${i.path.join('.') || '(root)'}: ${i.message}`)
    .join('\n');
  throw new Error(
    `answer of ${method} ${url} does not match ${ok ? `the response contract of ${name}` : 'the failure envelope'}:\n${issues}`,
  );
}
