import { z } from 'zod';

/** Paging by startIndex/rowCount (spec §7), bounded so a huge rowCount cannot hurt the server. */
export const MAX_ROW_COUNT = 100;
export const pagingQuery = z.object({
  startIndex: z.coerce.number().int().min(0).max(1_000_000).default(0),
  rowCount: z.coerce.number().int().min(1).max(MAX_ROW_COUNT).default(20),
});
export type PagingQuery = z.infer<typeof pagingQuery>;

/** Sort options for lists (spec §1): newest, high price, low price. */
export const SORT_OPTIONS = ['newest', 'highPrice', 'lowPrice'] as const;
export const sortQuery = z.enum(SORT_OPTIONS).default('newest');
export type SortOption = (typeof SORT_OPTIONS)[number];

/** A path id: a positive integer. */
export const idParam = z.coerce.number().int().positive().max(2_147_483_647);
