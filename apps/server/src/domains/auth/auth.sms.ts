import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { RC } from '@lc/contracts';
import { AppError } from '../../http/errors.js';

/** Sends a text message. Real providers (an SMS gateway's HTTP API) implement this interface. */
export interface SmsProvider {
  readonly name: string;
  send(to: string, text: string): Promise<void>;
  /** the development outbox: undefined when it is off or the provider keeps none */
  outbox?(): OutboxMessage[] | undefined;
}

export interface OutboxMessage {
  /** masked number, e.g. 010-****-5678 */
  to: string;
  text: string;
  sentAt: string;
}

/** How many messages the development outbox keeps (newest first), and for how long. */
export const SMS_OUTBOX = { max: 50, keepMs: 30 * 60_000 } as const;

/** 01012345678 → 010-****-5678 (logs and the outbox never show a whole number). */
export const maskPhone = (m: string): string => `${m.slice(0, 3)}-****-${m.slice(-4)}`;

/**
 * The development provider: writes each message to the server log (where a developer reads a code)
 * and, when `outbox` is on (the SMS_OUTBOX setting, never in production), keeps it in memory for the
 * local-only "SMS outbox" (`GET auth/sms/outbox` from the machine itself). The outbox is per process.
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
    /** undefined when the outbox is off */
    outbox(): OutboxMessage[] | undefined {
      if (!outbox) return undefined;
      const cutoff = now().getTime() - SMS_OUTBOX.keepMs;
      return messages.filter((m) => new Date(m.sentAt).getTime() >= cutoff);
    },
  } satisfies SmsProvider;
}
export type ConsoleSmsProvider = ReturnType<typeof consoleSmsProvider>;

/** How long one call to the SMS provider may take before the send counts as failed. */
export const SMS_PROVIDER_TIMEOUT_MS = 10_000;

export interface SolapiSettings {
  apiKey: string;
  apiSecret: string;
  /** the registered caller number (발신번호), digits only */
  sender: string;
  /** https://api.solapi.com, or a local server answering as SOLAPI does (tests) */
  baseUrl: string;
}

/**
 * SOLAPI's `Authorization` header (API key authentication): `HMAC-SHA256 apiKey=…, date=…, salt=…,
 * signature=…` where the signature is the hex HMAC-SHA256 of `date + salt` keyed with the API secret,
 * the date is ISO 8601 and the salt a random 12–64 character string used once.
 */
export function solapiAuthorization(apiKey: string, apiSecret: string, date: string, salt: string): string {
  const signature = createHmac('sha256', apiSecret)
    .update(date + salt)
    .digest('hex');
  return `HMAC-SHA256 apiKey=${apiKey}, date=${date}, salt=${salt}, signature=${signature}`;
}

/**
 * SOLAPI (솔라피) messages API v4: `POST /messages/v4/send` with `{ message: { to, from, text } }`.
 * SOLAPI picks SMS or LMS from the length. A 2xx answer with `statusCode` "2000" (accepted) is sent;
 * a 4xx/5xx answer carries `{ errorCode, errorMessage }`. Any failure is 1180 "could not send" to the
 * caller (the verification row is then removed, so the resend cooldown does not punish the member).
 */
export function solapiSmsProvider(
  settings: SolapiSettings,
  log: () => FastifyBaseLogger,
  now: () => Date,
  fetchImpl: typeof fetch = fetch,
): SmsProvider {
  return {
    name: 'solapi',
    async send(to: string, text: string) {
      const date = now().toISOString();
      const salt = randomBytes(16).toString('hex');
      let status = 0;
      let answer: { statusCode?: string; statusMessage?: string; errorCode?: string; errorMessage?: string } = {};
      try {
        const res = await fetchImpl(new URL('/messages/v4/send', settings.baseUrl), {
          method: 'POST',
          headers: {
            authorization: solapiAuthorization(settings.apiKey, settings.apiSecret, date, salt),
            'content-type': 'application/json',
          },
          body: JSON.stringify({ message: { to, from: settings.sender, text } }),
          signal: AbortSignal.timeout(SMS_PROVIDER_TIMEOUT_MS),
        });
        status = res.status;
        answer = (await res.json().catch(() => ({}))) as typeof answer;
      } catch (err) {
        log().error({ err, sms: { to: maskPhone(to) } }, 'sms (solapi): no answer');
        throw new AppError(RC.SMS_SEND_FAILED);
      }
      const accepted =
        status >= 200 && status < 300 && (answer.statusCode === undefined || answer.statusCode === '2000');
      if (!accepted) {
        log().error(
          { sms: { to: maskPhone(to), status, code: answer.errorCode ?? answer.statusCode } },
          `sms (solapi) refused: ${answer.errorMessage ?? answer.statusMessage ?? ''}`,
        );
        throw new AppError(RC.SMS_SEND_FAILED);
      }
      log().info({ sms: { to: maskPhone(to) } }, 'sms (solapi) sent');
    },
  };
}
