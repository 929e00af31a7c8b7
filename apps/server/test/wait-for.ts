/**
 * Waiting in tests: for what neither the app's clock nor a returned promise decides (a child process
 * writing files, a socket event, a job of another node). The condition is polled until it gives a
 * value or the deadline passes; a deadline is a failure, never a result.
 */

export interface WaitOptions {
  /** the deadline (ms); generous: the machine running the suite may be loaded */
  timeoutMs?: number;
  /** how often the condition is asked again (ms) */
  everyMs?: number;
  /** what is waited for, for the failure message */
  what?: string;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Resolves with the condition's first truthy value; throws once `timeoutMs` has passed without one. */
export async function waitFor<T>(
  condition: () => T | Promise<T>,
  { timeoutMs = 10_000, everyMs = 50, what = 'the condition' }: WaitOptions = {},
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await condition();
      if (value) return value as NonNullable<T>;
      lastError = undefined;
    } catch (err) {
      // a condition that throws (e.g. an assertion) is asked again until the deadline
      lastError = err;
    }
    if (Date.now() > deadline) {
      const why = lastError instanceof Error ? `: ${lastError.message}` : '';
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}${why}`);
    }
    await pause(everyMs);
  }
}
