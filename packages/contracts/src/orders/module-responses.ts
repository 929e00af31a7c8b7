import { z } from 'zod';

/*
 * The answers of the module routes (orders): the data merged into `jsonData` after `resultCode: '0001'`.
 * Every HTTP test checks each answer against its route's schema (strictly: no unknown keys), and the
 * OpenAPI document is generated from them.
 */

/** POST payments/webhooks/toss */
export const postPaymentsWebhooksTossResponse = z.object({
  duplicate: z.boolean(),
  outcome: z.string(),
});
export type PostPaymentsWebhooksTossResponse = z.infer<typeof postPaymentsWebhooksTossResponse>;
