/**
 * The one test of "a path on our own site" (issue 25 N4), shared by the short links, the staff push
 * campaign and the redirect of `/s/{code}` (old rows included), and by the web.
 *
 * A browser resolves a link against our origin in ways a simple "starts with one slash" check misses:
 * `\` is read as `/` (`/\evil` → `//evil`), tabs and newlines are dropped (`/<TAB>/evil` → `//evil`),
 * and `//evil` or `scheme:` leave the site. So a link is ours only when it has no backslash, no control,
 * format or space character anywhere, starts with exactly one `/` (or is an absolute http(s) URL of our
 * own origin whose path does), and resolves to our origin. The answer is the normalised
 * path + query + fragment, or `null` for a refusal.
 */
// URL is a global of every runtime the contracts run in (browsers, service workers, Node); the package
// compiles without DOM or Node types, so the part used here is declared (nothing is emitted for it).
interface ParsedUrl {
  origin: string;
  pathname: string;
  search: string;
  hash: string;
  username: string;
  password: string;
}
declare const URL: new (url: string, base?: string) => ParsedUrl;

const UNSAFE_CHARACTER = /[\\\s\p{Cc}\p{Cf}\p{Z}]/u;
const PROBE_ORIGIN = 'http://own.invalid';

export function ownSitePath(link: string, ownOrigin?: string): string | null {
  if (!link || UNSAFE_CHARACTER.test(link)) return null;
  let path = link;
  if (!link.startsWith('/')) {
    // an absolute URL is accepted only for our own origin, and only over http(s)
    if (!ownOrigin || !/^https?:\/\/[^/]/i.test(link)) return null;
    let u: ParsedUrl;
    let own: string;
    try {
      u = new URL(link);
      own = new URL(ownOrigin).origin;
    } catch {
      return null;
    }
    if (u.origin !== own || u.username || u.password) return null;
    path = `${u.pathname}${u.search}${u.hash}`;
  }
  if (!path.startsWith('/') || path.startsWith('//')) return null;
  let resolved: ParsedUrl;
  try {
    resolved = new URL(path, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (resolved.origin !== PROBE_ORIGIN) return null;
  const out = `${resolved.pathname}${resolved.search}${resolved.hash}`;
  // dot segments can fold a path into `//x` (`/.//x`): refuse rather than guess
  return out.startsWith('//') ? null : out;
}
