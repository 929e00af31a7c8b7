import { z } from 'zod';

/**
 * Issue 33: 본인확인 (identity verification) through the configured provider. Its birth date, never
 * the profile's birthday, makes a member an adult for alcohol.
 */
export const identityResult = z.object({
  name: z.string(),
  /** YYYY-MM-DD */
  birthday: z.string(),
  /** digits only */
  mobile: z.string(),
});
export type IdentityResult = z.infer<typeof identityResult>;

/** POST users/{id}/identity: the provider's window to open for this request. */
export const postUsersIdentityResponse = z.object({ requestId: z.string(), url: z.string(), provider: z.string() });
export const identityState = z.object({
  /** when the member's identity was last confirmed; null: never */
  verifiedAt: z.string().nullable(),
  /** the confirmed birth date shows 19 or older today (Korea time) */
  adult: z.boolean(),
  /** a provider is configured (IDENTITY_PROVIDER is not `none`) */
  available: z.boolean().optional(),
});
export type IdentityState = z.infer<typeof identityState>;
/** GET users/{id}/identity, POST users/{id}/identity/{requestId} (confirm). */
export const identityStateResponse = z.object({ identity: identityState });
export type IdentityStateResponse = z.infer<typeof identityStateResponse>;
export const identityRequestParams = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  requestId: z.string().uuid(),
});
/** POST identity/sandbox/{requestId}: the test provider's window states the person (test mode only). */
export const identitySandboxRequest = z.object({
  name: z.string().trim().min(1).max(40),
  birthday: z.iso.date(),
});
export const identitySandboxParams = z.object({ requestId: z.string().uuid() });
