import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { type ZodType } from 'zod';
import { JSON_DATA_FIELD, RC, RESULT_CODES, resultMessage, type ResultCode } from '@lc/contracts';
import { AppError } from './errors.js';
import { requestLang } from './lang.js';

/** Sends `{ jsonData: { resultCode: '0001', ...data } }`. */
export function sendOk(reply: FastifyReply, data: object = {}, status = 200): FastifyReply {
  return reply.code(status).send({ jsonData: { resultCode: RC.OK, ...data } });
}

export function sendFailure(
  req: FastifyRequest,
  reply: FastifyReply,
  code: ResultCode,
  opts: { status?: number; extra?: Record<string, unknown>; errors?: { path: string; message: string }[] } = {},
): FastifyReply {
  const lang = requestLang(req);
  return reply.code(opts.status ?? RESULT_CODES[code].status).send({
    jsonData: {
      resultCode: code,
      message: resultMessage(code, lang),
      ...(opts.errors ? { errors: opts.errors } : {}),
      ...(opts.extra ?? {}),
    },
  });
}

/**
 * The spec sends bodies as a form field `jsonData` holding JSON; plain JSON is accepted too,
 * with or without the `jsonData` wrapper. Returns the inner object.
 */
export function unwrapBody(body: unknown): unknown {
  if (body === undefined || body === null || body === '') return {};
  if (typeof body !== 'object') throw new AppError(RC.BAD_REQUEST);
  const wrapped = (body as Record<string, unknown>)[JSON_DATA_FIELD];
  if (wrapped === undefined) return body;
  if (typeof wrapped === 'object' && wrapped !== null) return wrapped;
  if (typeof wrapped !== 'string') throw new AppError(RC.BAD_REQUEST);
  try {
    return wrapped.trim() === '' ? {} : (JSON.parse(wrapped) as unknown);
  } catch {
    throw new AppError(RC.BAD_REQUEST, { errors: [{ path: JSON_DATA_FIELD, message: 'not valid JSON' }] });
  }
}

/** Validates with a contract schema; a failure is 9422 with the fields that are wrong. */
export function validate<S extends ZodType>(schema: S, value: unknown): z.output<S> {
  const r = schema.safeParse(value);
  if (r.success) return r.data;
  throw new AppError(RC.VALIDATION, {
    errors: r.error.issues.slice(0, 20).map((i) => ({ path: i.path.join('.'), message: i.message })),
  });
}

/** Installs the error handler and 404 handler so that every answer is an envelope, never a bare 500. */
export function installEnvelope(app: FastifyInstance): void {
  // a POST with a JSON content type and no body (a download or a confirm, from curl or an SDK) is an
  // empty object, not a 400; anything else goes through Fastify's own safe JSON parser
  const json = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    if (typeof body === 'string' && body.trim() === '') return done(null, {});
    return json(req, typeof body === 'string' ? body : body.toString('utf8'), done);
  });
  app.setErrorHandler((err: FastifyError | AppError | Error, req, reply) => {
    if (err instanceof AppError) {
      // an expected failure of something outside (the object store, issue 26): its cause is kept in the log
      if (err.status >= 500 && err.cause !== undefined) req.log.error({ err, cause: err.cause }, err.message);
      return sendFailure(req, reply, err.code, {
        status: err.status,
        ...(err.extra ? { extra: err.extra } : {}),
        ...(err.errors ? { errors: err.errors } : {}),
      });
    }
    const fe = err as FastifyError;
    const status = fe.statusCode ?? 500;
    if (status === 413) return sendFailure(req, reply, RC.TOO_LARGE);
    if (status === 415) return sendFailure(req, reply, RC.UNSUPPORTED_MEDIA);
    if (status === 429) return sendFailure(req, reply, RC.RATE_LIMITED);
    if (status >= 400 && status < 500) return sendFailure(req, reply, RC.BAD_REQUEST);
    req.log.error({ err }, 'unhandled error');
    return sendFailure(req, reply, RC.INTERNAL);
  });
}
