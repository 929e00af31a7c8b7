import { and, asc, desc, eq, lte } from 'drizzle-orm';
import {
  CONSENT_CHANNELS,
  CONSENT_KINDS,
  CONSENT_POLICY,
  RC,
  type ConsentChannel,
  type ConsentHistoryResponse,
  type ConsentKind,
  type ConsentsResponse,
  type MemberNoticesResponse,
} from '@lc/contracts';
import type { Db, Queryable } from '../../db/client.js';
import { withTx } from '../../db/client.js';
import { marketingConsentHistory, marketingConsents, memberNotices, users } from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import { decideAdvertising, type AdDecision } from './consents.policy.js';

const DAY = 86_400_000;
type Source = 'signup' | 'settings' | 'reconfirm';
type Changes = Partial<Record<ConsentKind, boolean>>;

/**
 * Advertising consents (정보통신망법 제50조): per channel and the separate night consent, each change
 * kept in the history; `mayAdvertise` is the one check every advertising sender calls.
 */
export function createConsentsService(deps: { db: Db; now: () => Date }) {
  const { db, now } = deps;

  async function rows(q: Queryable, userSysId: number) {
    return q.select().from(marketingConsents).where(eq(marketingConsents.userSysId, userSysId));
  }

  /** Writes the changes that differ from the current state, each with a history row, at `at`. */
  async function record(q: Queryable, userSysId: number, changes: Changes, source: Source, at: Date) {
    const current = new Map((await rows(q, userSysId)).map((r) => [r.channel, r]));
    const next = (k: ConsentKind) => changes[k] ?? current.get(k)?.agreed ?? false;
    if (next('night') && !CONSENT_CHANNELS.some((c) => next(c))) {
      // withdrawing every channel also withdraws the night consent; asking for it alone is refused
      if (changes.night) throw new AppError(RC.NIGHT_CONSENT_NEEDS_CHANNEL);
      changes = { ...changes, night: false };
    }
    for (const k of CONSENT_KINDS) {
      const want = changes[k];
      if (want === undefined) continue;
      const cur = current.get(k);
      if (cur ? cur.agreed === want : !want && source !== 'signup') continue;
      const values = { agreed: want, agreedAt: want ? at : null, changedAt: at, confirmedAt: at };
      await q
        .insert(marketingConsents)
        .values({ userSysId, channel: k, ...values })
        .onConflictDoUpdate({ target: [marketingConsents.userSysId, marketingConsents.channel], set: values });
      await q.insert(marketingConsentHistory).values({ userSysId, channel: k, agreed: want, source, at });
    }
  }

  async function view(userSysId: number): Promise<ConsentsResponse> {
    const byKind = new Map((await rows(db, userSysId)).map((r) => [r.channel, r]));
    const agreed = [...byKind.values()].filter((r) => r.agreed);
    const oldest = agreed.reduce<Date | null>((m, r) => (!m || r.confirmedAt < m ? r.confirmedAt : m), null);
    return {
      consents: CONSENT_KINDS.map((k) => {
        const r = byKind.get(k);
        return {
          kind: k,
          agreed: r?.agreed ?? false,
          agreedAt: r?.agreedAt?.toISOString() ?? null,
          changedAt: r?.changedAt.toISOString() ?? null,
        };
      }),
      reconfirmDueAt: oldest ? new Date(oldest.getTime() + CONSENT_POLICY.reconfirmDays * DAY).toISOString() : null,
    };
  }

  async function activeMember(userSysId: number) {
    const [u] = await db.select({ status: users.status }).from(users).where(eq(users.userSysId, userSysId));
    if (!u || u.status === 'withdrawn') throw new AppError(RC.NOT_FOUND);
  }

  return {
    /** sign-up: the consents ticked on the consent step, inside the join transaction */
    recordSignup(q: Queryable, userSysId: number, changes: Changes, at: Date) {
      return record(q, userSysId, changes, 'signup', at);
    },

    /** GET users/{id}/consents */
    async get(userSysId: number): Promise<ConsentsResponse> {
      await activeMember(userSysId);
      return view(userSysId);
    },

    /** PATCH users/{id}/consents */
    async update(userSysId: number, changes: Changes): Promise<ConsentsResponse> {
      await activeMember(userSysId);
      await withTx(db, (tx) => record(tx, userSysId, changes, 'settings', now()));
      return view(userSysId);
    },

    /** GET users/{id}/consents/histories: every change, newest first */
    async history(userSysId: number): Promise<ConsentHistoryResponse> {
      await activeMember(userSysId);
      const list = await db
        .select()
        .from(marketingConsentHistory)
        .where(eq(marketingConsentHistory.userSysId, userSysId))
        .orderBy(desc(marketingConsentHistory.at), desc(marketingConsentHistory.consentHistorySysId))
        .limit(200);
      return {
        items: list.map((h) => ({
          kind: h.channel as ConsentKind,
          agreed: h.agreed,
          source: h.source as Source,
          at: h.at.toISOString(),
        })),
      };
    },

    /**
     * May an advertising message go to this member on this channel at `at`? The member is active, has
     * opted in on the channel, and between 21:00 and 08:00 (Korea time) has also given the night consent.
     */
    async mayAdvertise(userSysId: number, channel: ConsentChannel, at: Date = now()): Promise<AdDecision> {
      const [u] = await db.select({ status: users.status }).from(users).where(eq(users.userSysId, userSysId));
      if (!u || u.status !== 'active') return { allowed: false, reason: 'noMember' };
      const state = Object.fromEntries((await rows(db, userSysId)).map((r) => [r.channel, r.agreed]));
      return decideAdvertising(state, channel, at);
    },

    /** GET users/{id}/notices: the member's service notices (/AlertList) */
    async notices(userSysId: number): Promise<MemberNoticesResponse> {
      const list = await db
        .select()
        .from(memberNotices)
        .where(eq(memberNotices.userSysId, userSysId))
        .orderBy(desc(memberNotices.createdAt), desc(memberNotices.memberNoticeSysId))
        .limit(50);
      return {
        items: list.map((n) => ({
          memberNoticeSysId: n.memberNoticeSysId,
          kind: 'consentReconfirm' as const,
          consents: (n.payload.consents as { kind: ConsentKind; agreedAt: string }[] | undefined) ?? [],
          createdAt: n.createdAt.toISOString(),
        })),
      };
    },

    /**
     * The 2-year reconfirmation (정보통신망법 시행령 제62조의3): every consent last confirmed 2 years ago
     * is claimed by one conditional UPDATE (two nodes never notify twice), and its member gets one
     * notice listing what they agreed to and when.
     */
    async reconfirmDue(): Promise<{ notified: number }> {
      const at = now();
      const cutoff = new Date(at.getTime() - CONSENT_POLICY.reconfirmDays * DAY);
      const claimed = await db
        .update(marketingConsents)
        .set({ confirmedAt: at })
        .where(and(eq(marketingConsents.agreed, true), lte(marketingConsents.confirmedAt, cutoff)))
        .returning({ userSysId: marketingConsents.userSysId });
      const members = [...new Set(claimed.map((c) => c.userSysId))];
      for (const userSysId of members) {
        const list = await db
          .select()
          .from(marketingConsents)
          .where(and(eq(marketingConsents.userSysId, userSysId), eq(marketingConsents.agreed, true)))
          .orderBy(asc(marketingConsents.channel));
        await db.insert(memberNotices).values({
          userSysId,
          kind: 'consentReconfirm',
          payload: {
            consents: list.map((r) => ({ kind: r.channel, agreedAt: (r.agreedAt ?? r.changedAt).toISOString() })),
          },
          createdAt: at,
        });
      }
      return { notified: members.length };
    },
  };
}
export type ConsentsService = ReturnType<typeof createConsentsService>;
