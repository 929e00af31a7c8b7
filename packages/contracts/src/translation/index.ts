import { z } from 'zod';

/** Longest batch and text the translation call accepts. */
export const TRANSLATION_LIMITS = { messages: 100, textLength: 2000 } as const;

/** POST trans {language, messages:[{id, text}]} → {status, messages} (shopping §7). */
export const transBody = z.object({
  language: z.string().regex(/^[a-z]{2}(-[A-Za-z]{2,4})?$/),
  messages: z
    .array(
      z.object({ id: z.union([z.string().max(100), z.number()]), text: z.string().max(TRANSLATION_LIMITS.textLength) }),
    )
    .max(TRANSLATION_LIMITS.messages),
});
export type TransBody = z.infer<typeof transBody>;

/** translated: every text came back from the service; original: the texts are returned unchanged (no service, failure or Korean). */
export const transResponse = z.object({
  status: z.enum(['translated', 'original']),
  messages: z.array(z.object({ id: z.union([z.string(), z.number()]), text: z.string() })),
});
export type TransResponse = z.infer<typeof transResponse>;
export * from './responses.js';
