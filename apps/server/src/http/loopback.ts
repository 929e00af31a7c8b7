import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

/** 127.0.0.0/8, ::1 and their IPv4-mapped forms. */
export function isLoopbackAddress(addr: string | undefined): boolean {
  if (!addr) return false;
  const a = addr.startsWith('::ffff:') ? addr.slice(7) : addr;
  if (isIP(a) === 4) return a.startsWith('127.');
  return a === '::1';
}

/**
 * A call from the machine itself: the connection comes from a loopback address and so does the
 * client address Fastify derives (which reads X-Forwarded-For only when TRUST_PROXY is on, so a
 * forwarded header never turns a remote caller into a local one; behind a trusted local proxy the
 * forwarded client must be local too).
 */
export function fromThisMachine(req: FastifyRequest): boolean {
  return isLoopbackAddress(req.socket.remoteAddress) && isLoopbackAddress(req.ip);
}
