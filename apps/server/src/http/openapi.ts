import { z, type ZodType } from 'zod';
import { ADMIN_POLICY, API_PREFIX, RC, failureBody } from '@lc/contracts';
import type { RouteEntry, Router } from './route.js';

/** JSON Schema of a zod schema as OpenAPI 3.1 takes it (zod 4's own converter), or undefined. */
function schemaOf(s: ZodType | 'raw' | undefined, io: 'input' | 'output'): Record<string, unknown> | undefined {
  if (!s || s === 'raw') return undefined;
  try {
    const json = z.toJSONSchema(s, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as Record<string, unknown>;
    delete json.$schema;
    return json;
  } catch {
    return {};
  }
}

const RESULT_CODE = { type: 'string', description: "'0001' on success; see the result-code catalogue" };

/**
 * The wire (spec §7): `{ "jsonData": { "resultCode": "0001", …data } }`, the route's data schema merged
 * into `jsonData` beside the result code.
 */
function envelope(data: Record<string, unknown> | undefined) {
  const props = (data?.properties ?? {}) as Record<string, unknown>;
  const jsonData =
    data && data.type === 'object'
      ? {
          ...data,
          properties: { resultCode: { ...RESULT_CODE, const: RC.OK }, ...props },
          // the data's own required list may name resultCode already (the failure body does): once each
          required: [...new Set(['resultCode', ...((data.required as string[] | undefined) ?? [])])],
        }
      : { allOf: [{ type: 'object', required: ['resultCode'], properties: { resultCode: RESULT_CODE } }, data ?? {}] };
  return { type: 'object', required: ['jsonData'], properties: { jsonData } };
}

const FAILURE = envelope(schemaOf(failureBody, 'output'));

/** The answer of a route that answers itself (a file, a stream, a redirect, CSV, a page). */
const RAW_ANSWER = { description: 'Answered by the handler itself (a file, a stream, a redirect, CSV or a page)' };

/**
 * The OpenAPI 3.1 document of the HTTP API, generated from the route table and its zod contract
 * schemas (issue 15): every registered route, with its parameters, query, body, answer, auth mode
 * and, for admin routes, the policy-table action and the roles it allows.
 */
export function buildOpenApi(routes: RouteEntry[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const r of routes) {
    const path = `${API_PREFIX}/${r.path}`.replace(/:(\w+)/g, '{$1}');
    const method = String(r.method).toLowerCase();
    const parameters: Record<string, unknown>[] = [];
    for (const [where, s] of [
      ['path', r.params],
      ['query', r.query],
    ] as const) {
      const js = schemaOf(s, 'input');
      const props = (js?.properties ?? {}) as Record<string, unknown>;
      const required = new Set((js?.required as string[] | undefined) ?? []);
      for (const [name, schema] of Object.entries(props)) {
        parameters.push({ name, in: where, required: where === 'path' || required.has(name), schema });
      }
    }
    for (const m of path.matchAll(/\{(\w+)\}/g)) {
      if (!parameters.some((p) => p.in === 'path' && p.name === m[1])) {
        parameters.push({ name: m[1], in: 'path', required: true, schema: { type: 'string' } });
      }
    }
    const body = schemaOf(r.body, 'input');
    const roles = r.action
      ? Object.entries(ADMIN_POLICY[r.action]).map(([role, scope]) => `${role} (${scope})`)
      : undefined;
    paths[path] ??= {};
    paths[path][method] = {
      operationId: `${method}_${r.path.replace(/[^a-zA-Z0-9]+/g, '_')}`,
      summary: r.summary,
      tags: [r.path.split('/')[0] === 'admin' ? `admin/${r.path.split('/')[1]}` : r.path.split('/')[0]],
      ...(r.auth === 'public' ? { security: [] } : {}),
      'x-auth': r.auth,
      ...(r.action ? { 'x-policy-action': r.action, 'x-allowed-roles': roles } : {}),
      parameters,
      ...(body
        ? {
            requestBody: {
              required: true,
              content: {
                'application/json': { schema: body },
                'application/x-www-form-urlencoded': {
                  schema: {
                    type: 'object',
                    properties: { jsonData: { type: 'string', description: 'the JSON body' } },
                  },
                },
              },
            },
          }
        : {}),
      responses: {
        '200':
          r.response === 'raw'
            ? RAW_ANSWER
            : {
                description: 'Success (resultCode 0001)',
                content: { 'application/json': { schema: envelope(schemaOf(r.response, 'output')) } },
              },
        default: {
          description: 'A failure: resultCode and its ko/en message',
          content: { 'application/json': { schema: FAILURE } },
        },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Live-commerce marketplace API', version: '1' },
    servers: [{ url: '/' }],
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    security: [{ bearer: [] }],
    paths,
  };
}

/** GET /api/v1/openapi.json: built once, on the first request, from every route registered by then. */
export function openApiRoute(router: Router) {
  let doc: ReturnType<typeof buildOpenApi> | undefined;
  router.route({
    method: 'GET',
    path: 'openapi.json',
    auth: 'public',
    summary: 'This document',
    response: 'raw',
    handler: async ({ reply }) => {
      doc ??= buildOpenApi(router.routes);
      return reply.code(200).header('content-type', 'application/json; charset=utf-8').send(doc);
    },
  });
}
