import type { ResultCode } from './result-codes.js';

/** Every response body: `{ "jsonData": { "resultCode": "0001", … } }` (spec §7). */
export type Envelope<T extends object = object> = { jsonData: { resultCode: ResultCode } & T };

/** A failure answer also carries a message in the caller's language and, for validation, the fields. */
export interface FailureBody {
  resultCode: ResultCode;
  message: string;
  errors?: { path: string; message: string }[];
}

/** Name of the form field that carries the JSON body (spec §7). */
export const JSON_DATA_FIELD = 'jsonData';

export const API_PREFIX = '/api/v1';
