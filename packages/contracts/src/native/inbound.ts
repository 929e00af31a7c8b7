import { z } from 'zod';

const contact = z.object({ name: z.string().max(100), phone: z.string().max(30) });
export type NativeContact = z.infer<typeof contact>;

/** Shell → web messages. */
export const nativeInbound = z.discriminatedUnion('type', [
  z.object({ type: z.literal('route'), data: z.object({ no: z.coerce.number().int().min(1).max(6) }) }),
  z.object({ type: z.literal('pushToken'), data: z.object({ token: z.string().min(8).max(1000) }) }),
  z.object({ type: z.literal('language'), data: z.object({ locale: z.string().min(2).max(10) }) }),
  z.object({ type: z.literal('contacts'), data: z.object({ contacts: z.array(contact).max(5000) }) }),
  z.object({ type: z.literal('notch'), data: z.object({ hasNotch: z.boolean() }) }),
  z.object({ type: z.literal('landingPage'), data: z.object({ path: z.string().max(300) }) }),
  z.object({ type: z.literal('webVersion'), data: z.object({}).passthrough() }),
  z.object({ type: z.literal('productListLayout'), data: z.object({ layout: z.enum(['horizontal', 'vertical']) }) }),
]);
export type NativeInbound = z.infer<typeof nativeInbound>;
