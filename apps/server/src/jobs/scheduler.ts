import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { withTx } from '../db/client.js';
import { jobRuns } from '../db/schema/index.js';

export interface JobDef {
  name: string;
  /** how often the job is due */
  everyMs: number;
  run: () => Promise<unknown>;
}

export interface Scheduler {
  /** runs every job that is due now (on this node only when no other node holds it); returns what ran */
  runDue(): Promise<Record<string, unknown>>;
  start(): void;
  stop(): Promise<void>;
}

/**
 * A small scheduler on the database (issue 7): one `job_runs` row per job. A node takes a due row
 * with `SELECT … FOR UPDATE SKIP LOCKED`, moves its next run time forward and commits, then runs
 * the job; another node at the same moment skips the locked row or finds it no longer due, so each
 * period runs once across nodes. The jobs themselves are idempotent as well (conditional updates),
 * so a crash between claim and run only delays the work to the next period.
 */
export function createScheduler(deps: {
  db: Db;
  now: () => Date;
  node: string;
  jobs: JobDef[];
  /** real-time interval between checks (the clock itself is `now`) */
  tickMs: number;
  log: (err: unknown, job: string) => void;
  /** a job this node claimed, and how late it runs after its due time (metrics: job lag) */
  ran?: (job: string, lagMs: number) => void;
}): Scheduler {
  const { db, now, node, jobs } = deps;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;

  /** claims the job when due: how late it is (ms), or undefined when not due or held elsewhere */
  async function claim(job: JobDef): Promise<number | undefined> {
    const at = now();
    return withTx(db, async (tx) => {
      await tx.insert(jobRuns).values({ name: job.name, nextRunAt: at }).onConflictDoNothing();
      const [row] = await tx
        .select()
        .from(jobRuns)
        .where(eq(jobRuns.name, job.name))
        .for('update', { skipLocked: true });
      if (!row || row.nextRunAt.getTime() > at.getTime()) return undefined;
      await tx
        .update(jobRuns)
        .set({
          nextRunAt: new Date(at.getTime() + job.everyMs),
          lastRunAt: at,
          lastNode: node,
          runs: sql`${jobRuns.runs} + 1`,
        })
        .where(eq(jobRuns.name, job.name));
      return at.getTime() - row.nextRunAt.getTime();
    });
  }

  async function runDue() {
    const ran: Record<string, unknown> = {};
    for (const job of jobs) {
      try {
        const lagMs = await claim(job);
        if (lagMs === undefined) continue;
        deps.ran?.(job.name, lagMs);
        const result = await job.run();
        ran[job.name] = result;
        await db
          .update(jobRuns)
          .set({ lastResult: result ?? null })
          .where(eq(jobRuns.name, job.name));
      } catch (err) {
        deps.log(err, job.name);
      }
    }
    return ran;
  }

  return {
    runDue,
    start() {
      if (timer || deps.tickMs <= 0) return;
      timer = setInterval(() => {
        if (running) return;
        running = runDue().finally(() => (running = undefined));
      }, deps.tickMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
