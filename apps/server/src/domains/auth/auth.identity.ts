import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { ADULT_AGE, RC, ageOn, type IdentityResult } from '@lc/contracts';
import type { Db } from '../../db/client.js';
import { identityVerifications, sandboxIdentityResults, users } from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';

/** How long a started 본인확인 may take before it must be started again. */
export const IDENTITY_REQUEST_TTL_MS = 10 * 60_000;

/**
 * Issue 33: a 본인확인 provider (휴대폰 본인확인 of 통신사 / PASS, NICE, KCB, or a PG's certification API).
 * The member proves who they are in the provider's window; the server then asks the provider itself
 * for the result (name, birth date, mobile), so nothing the browser sends is believed. A real provider
 * implements this interface; `sandboxIdentityProvider` is the built-in test one (IDENTITY_PROVIDER).
 */
export interface IdentityProvider {
  readonly name: string;
  /** where the member's browser goes to verify (the provider's window) for this request */
  windowUrl(requestId: string): string;
  /** the verified person of a finished request (server to server), or null while it is not finished */
  result(requestId: string): Promise<IdentityResult | null>;
}

/**
 * The test provider: its window is the web page `/IdentitySandbox`, where the tester states the person
 * (name and birth date; the mobile is the member's own, as a carrier check on the member's phone would
 * give). It proves nothing, which is why production runs it only when IDENTITY_PROVIDER=sandbox is set.
 */
export function sandboxIdentityProvider(db: Db, now: () => Date) {
  return {
    name: 'sandbox',
    windowUrl: (requestId: string) => `/IdentitySandbox?requestId=${encodeURIComponent(requestId)}`,
    async result(requestId: string): Promise<IdentityResult | null> {
      const [r] = await db.select().from(sandboxIdentityResults).where(eq(sandboxIdentityResults.requestId, requestId));
      return r ? { name: r.name, birthday: r.birthday, mobile: r.mobile } : null;
    },
    /** The sandbox window's answer: only the member who started the request, once, while it is open. */
    async answer(userSysId: number, requestId: string, person: { name: string; birthday: string }): Promise<void> {
      const [req] = await db
        .select({ userSysId: identityVerifications.userSysId, mobile: users.mobile })
        .from(identityVerifications)
        .innerJoin(users, eq(users.userSysId, identityVerifications.userSysId))
        .where(
          and(
            eq(identityVerifications.requestId, requestId),
            eq(identityVerifications.provider, 'sandbox'),
            isNull(identityVerifications.confirmedAt),
            gt(identityVerifications.expiresAt, now()),
          ),
        );
      if (!req || req.userSysId !== userSysId) throw new AppError(RC.IDENTITY_REQUEST_INVALID);
      await db
        .insert(sandboxIdentityResults)
        .values({ requestId, ...person, mobile: req.mobile ?? '', createdAt: now() })
        .onConflictDoNothing();
    },
  } satisfies IdentityProvider & Record<string, unknown>;
}
export type SandboxIdentityProvider = ReturnType<typeof sandboxIdentityProvider>;

/**
 * The member's 본인확인: start a request with the provider, then confirm it, which stores the provider's
 * birth date as `users.identity_birthday`. That column, never the profile's birthday, decides 19+ for
 * alcohol (`checkOrderCompliance`). Without a provider (IDENTITY_PROVIDER=none) every call is 1195.
 */
export function createIdentityService(deps: { db: Db; now: () => Date; provider: IdentityProvider | undefined }) {
  const { db, now } = deps;
  const provider = () => {
    if (!deps.provider) throw new AppError(RC.IDENTITY_PROVIDER_OFF);
    return deps.provider;
  };
  return {
    async start(userSysId: number) {
      const p = provider();
      const requestId = randomUUID();
      const at = now();
      await db.insert(identityVerifications).values({
        requestId,
        userSysId,
        provider: p.name,
        createdAt: at,
        expiresAt: new Date(at.getTime() + IDENTITY_REQUEST_TTL_MS),
      });
      return { requestId, url: p.windowUrl(requestId), provider: p.name };
    },

    /** Reads the provider's result and keeps its birth date (once per request; the member's mobile must match). */
    async confirm(userSysId: number, requestId: string) {
      const p = provider();
      const at = now();
      const open = and(
        eq(identityVerifications.requestId, requestId),
        eq(identityVerifications.userSysId, userSysId),
        eq(identityVerifications.provider, p.name),
        isNull(identityVerifications.confirmedAt),
        gt(identityVerifications.expiresAt, at),
      );
      const [req] = await db.select().from(identityVerifications).where(open);
      if (!req) throw new AppError(RC.IDENTITY_REQUEST_INVALID);
      const person = await p.result(requestId);
      if (!person) throw new AppError(RC.IDENTITY_NOT_VERIFIED);
      const [member] = await db.select({ mobile: users.mobile }).from(users).where(eq(users.userSysId, userSysId));
      if (member?.mobile && member.mobile !== person.mobile) throw new AppError(RC.IDENTITY_MOBILE_MISMATCH);
      const done = await db
        .update(identityVerifications)
        .set({ confirmedAt: at })
        .where(open)
        .returning({ id: identityVerifications.requestId });
      if (!done[0]) throw new AppError(RC.IDENTITY_REQUEST_INVALID);
      await db
        .update(users)
        .set({ identityBirthday: person.birthday, identityVerifiedAt: at, identityProvider: p.name })
        .where(eq(users.userSysId, userSysId));
      return { identity: { verifiedAt: at.toISOString(), adult: ageOn(person.birthday, at) >= ADULT_AGE } };
    },

    /** The member's 본인확인 state (My page). */
    async status(userSysId: number) {
      const [u] = await db
        .select({ birthday: users.identityBirthday, at: users.identityVerifiedAt })
        .from(users)
        .where(eq(users.userSysId, userSysId));
      const at = now();
      return {
        identity: {
          verifiedAt: u?.at?.toISOString() ?? null,
          adult: !!u?.birthday && ageOn(u.birthday, at) >= ADULT_AGE,
          available: !!deps.provider,
        },
      };
    },
  };
}
export type IdentityService = ReturnType<typeof createIdentityService>;
