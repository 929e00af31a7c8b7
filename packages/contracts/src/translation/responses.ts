import { z } from 'zod';

/*
 * The answers of the translation routes: the data merged into `jsonData` after `resultCode: '0001'`.
 * Every HTTP test checks each answer against its route's schema (strictly: no unknown keys), and the
 * OpenAPI document is generated from them.
 */

/** POST trans */
export const postTransResponse = z.object({
  status: z.enum(['translated', 'original']),
  messages: z.array(
    z.object({
      id: z.union([z.string(), z.number()]),
      text: z.string(),
    }),
  ),
});
export type PostTransResponse = z.infer<typeof postTransResponse>;
