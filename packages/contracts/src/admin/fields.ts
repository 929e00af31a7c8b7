import { z } from 'zod';

// field shapes the admin schemas share (not exported from the package)
export const id = z.coerce.number().int().positive().max(2_147_483_647);
export const dateOnly = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
export const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);
export const won = z.number().int().min(0).max(100_000_000);
export const text = (max: number) => z.string().trim().min(1).max(max);
export const optText = (max: number) => z.string().trim().max(max).nullable().optional();

/** A list answer: the rows of one page and the total. */
export const list = <T extends z.ZodType>(row: T) => z.object({ rows: z.array(row), totalCount: z.number().int() });
