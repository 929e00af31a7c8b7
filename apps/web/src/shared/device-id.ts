import { local } from './storage';

const KEY = 'deviceId';
let memory: string | null = null;

/**
 * A random id for this browser, kept in localStorage (issue 25: the server limits guest orders per
 * device as well as per address). It identifies nothing about the person and is never sent elsewhere.
 */
export function deviceId(): string {
  const kept = local.get(KEY) ?? memory;
  if (kept && /^[A-Za-z0-9_-]{16,64}$/.test(kept)) return kept;
  // getRandomValues works on plain http too (randomUUID needs a secure context)
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const fresh = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  memory = fresh;
  local.set(KEY, fresh);
  return fresh;
}
