import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../shared/api/client';
import { notify } from '../../../shared/dialog';
import { useT } from '../../../shared/i18n';
import { newIdempotencyKey } from '../../../shared/api/client';
import { keys } from '../../../shared/api/query-keys';

/**
 * Runs one console action per tap: a fresh Idempotency-Key per tap, the button busy until it answers,
 * the server's message on failure, a short confirmation on success, then the console state reloads.
 */
export function useConsoleAction(room: number) {
  const t = useT();
  const qc = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);
  const run = async (id: string, call: (key: string) => Promise<unknown>, done?: string) => {
    if (busy) return false;
    setBusy(id);
    try {
      await call(newIdempotencyKey());
      if (done) void notify(done);
      void qc.invalidateQueries({ queryKey: keys.broadcasts.console(room) });
      return true;
    } catch (e) {
      void notify(e instanceof ApiError ? e.message : t('broadcasts.console.failed'));
      return false;
    } finally {
      setBusy(null);
    }
  };
  return { busy, run };
}
export type ConsoleRunner = ReturnType<typeof useConsoleAction>;
