import type { FastifyBaseLogger } from 'fastify';

/** Sends a text message. Real providers (an SMS gateway's HTTP API) implement this interface. */
export interface SmsProvider {
  readonly name: string;
  send(to: string, text: string): Promise<void>;
}

export interface OutboxMessage {
  /** masked number, e.g. 010-****-5678 */
  to: string;
  text: string;
  sentAt: string;
}

/** How many messages the demo outbox keeps (newest first), and for how long. */
export const SMS_OUTBOX = { max: 50, keepMs: 30 * 60_000 } as const;

/** 01012345678 → 010-****-5678 (logs and the outbox never show a whole number). */
export const maskPhone = (m: string): string => `${m.slice(0, 3)}-****-${m.slice(-4)}`;

/**
 * The default provider: writes each message to the server log (so an operator can read a code) and,
 * when `outbox` is on (demo mode only), keeps it in memory for the demo "SMS outbox" page so a
 * newcomer can finish sign-up without a real phone. The outbox is per process (the demo is one node).
 */
export function consoleSmsProvider(log: () => FastifyBaseLogger, now: () => Date, outbox: boolean) {
  const messages: OutboxMessage[] = [];
  return {
    name: 'console',
    async send(to: string, text: string) {
      log().info({ sms: { to: maskPhone(to), text } }, 'sms (console provider)');
      if (!outbox) return;
      messages.unshift({ to: maskPhone(to), text, sentAt: now().toISOString() });
      messages.length = Math.min(messages.length, SMS_OUTBOX.max);
    },
    /** undefined when the outbox is off (not demo mode) */
    outbox(): OutboxMessage[] | undefined {
      if (!outbox) return undefined;
      const cutoff = now().getTime() - SMS_OUTBOX.keepMs;
      return messages.filter((m) => new Date(m.sentAt).getTime() >= cutoff);
    },
  } satisfies SmsProvider & { outbox(): OutboxMessage[] | undefined };
}
export type ConsoleSmsProvider = ReturnType<typeof consoleSmsProvider>;
