import { RESULT_CODES, type ResultCode } from '@lc/contracts';

/**
 * An expected failure: a stable result code (with its HTTP status and ko/en message in the
 * contracts catalogue) and optional extra fields for the client. Thrown by services, answered
 * by the envelope's error handler.
 */
export class AppError extends Error {
  readonly code: ResultCode;
  readonly status: number;
  readonly extra: Record<string, unknown> | undefined;
  readonly errors: { path: string; message: string }[] | undefined;

  constructor(
    code: ResultCode,
    opts: { extra?: Record<string, unknown>; errors?: { path: string; message: string }[]; status?: number } = {},
  ) {
    super(`result ${code}`);
    this.code = code;
    this.status = opts.status ?? RESULT_CODES[code].status;
    this.extra = opts.extra;
    this.errors = opts.errors;
  }
}

export const fail = (code: ResultCode, extra?: Record<string, unknown>): AppError =>
  new AppError(code, extra ? { extra } : {});
