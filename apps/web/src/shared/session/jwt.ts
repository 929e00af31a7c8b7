import type { AccessTokenPayload } from '@lc/contracts';

function base64UrlDecode(part: string): string {
  const b64 = part.replace(/-/g, '+').replace(/_/g, '/');
  const padded = b64 + '='.repeat((4 - (b64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** The payload of a JWT, or null when the token is not a readable JWT. The signature is not checked here. */
export function decodeJwtPayload(token: string): Partial<AccessTokenPayload> | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const payload: unknown = JSON.parse(base64UrlDecode(part));
    return payload && typeof payload === 'object' ? (payload as Partial<AccessTokenPayload>) : null;
  } catch {
    return null;
  }
}

/** Seconds the token has left at `nowMs` (negative once expired); -Infinity when it has no readable exp. */
export function secondsLeft(token: string, nowMs: number): number {
  const exp = decodeJwtPayload(token)?.exp;
  return typeof exp === 'number' ? exp - nowMs / 1000 : Number.NEGATIVE_INFINITY;
}

/** True when the token is expired or has less than `underSeconds` left (shopping §4). */
export function isExpiring(token: string, nowMs: number, underSeconds: number): boolean {
  return secondsLeft(token, nowMs) < underSeconds;
}
