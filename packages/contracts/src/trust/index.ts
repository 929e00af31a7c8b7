import { z } from 'zod';
import { idParam } from '../common/paging.js';

/**
 * Operator sanctions that end a member's sessions (issue 18): a suspension (login refused, every
 * session and socket closed; lifted when `days` have passed, or kept until lifted when absent) and a
 * termination by the company (강제탈퇴: the account is withdrawn like a self-withdrawal and the same
 * e-mail, phone or social account cannot rejoin for REJOIN_BLOCK.companyTerminationMonths).
 */
export const OPERATOR_SANCTION_KINDS = ['suspension', 'termination'] as const;
export const sanctionRequest = z.object({
  kind: z.enum(OPERATOR_SANCTION_KINDS),
  reason: z.string().trim().min(1).max(300),
  days: z.number().int().min(1).max(3650).optional(),
});
export type SanctionRequest = z.input<typeof sanctionRequest>;
export const sanctionParams = z.object({ id: idParam });
export const sanctionResponse = z.object({
  sanctionSysId: z.number().int(),
  kind: z.enum(OPERATOR_SANCTION_KINDS),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  /** login sessions ended (their sockets are closed on every node) */
  endedSessions: z.number().int(),
});
export type SanctionResponse = z.infer<typeof sanctionResponse>;

/** Company termination blocks rejoining for 2 months (spec: shopping §4, the terms). */
export const REJOIN_BLOCK = { companyTerminationMonths: 2 } as const;
