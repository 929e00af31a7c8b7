import type { SallyInfo } from '@lc/contracts';
import { ApiError } from '../../shared/api/client';
import { session } from '../../shared/storage';

/** The seller info the seller screens keep for the session (live §3 "Seller (sally)"). */
const KEY = 'sallyInfo';

export function storedSally(): SallyInfo | null {
  const raw = session.get(KEY);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as SallyInfo;
  } catch {
    return null;
  }
}

export function storeSally(s: SallyInfo | null): void {
  if (s) session.set(KEY, JSON.stringify(s));
  else session.remove(KEY);
}

/**
 * Runs a seller call; on any result but 0001 the stored seller info is cleared (live §8) and the
 * error goes on to the caller.
 */
export async function sellerCall<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (e instanceof ApiError) storeSally(null);
    throw e;
  }
}
