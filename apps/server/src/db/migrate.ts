import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { Db } from './client.js';

/** Arbitrary constant for the advisory lock that serialises migrations between nodes. */
const MIGRATION_LOCK = 727_001;

/**
 * Applies the pending migrations of `migrationsFolder` in ONE transaction that first takes a
 * transaction-level advisory lock (issue 26 item 5). drizzle's own migrator creates its bookkeeping
 * outside any transaction, so it needed a session lock around it; behind PgBouncer in transaction
 * mode a session lock stays on whichever server connection ran it (another node's next transaction
 * may hold it, the unlock may land elsewhere). A transaction's lock ends with its transaction on
 * every pooler. Same bookkeeping as drizzle (`drizzle.__drizzle_migrations`: hash, created_at), so
 * databases migrated before keep their history.
 */
export async function migrateInOneTransaction(db: Db, migrationsFolder: string): Promise<number> {
  const migrations = readMigrationFiles({ migrationsFolder });
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    await tx.execute(sql`create schema if not exists drizzle`);
    await tx.execute(
      sql`create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)`,
    );
    const last = await tx.execute(
      sql`select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
    );
    const [row] = (last as unknown as { rows: { created_at: string | number }[] }).rows;
    const lastAt = row ? Number(row.created_at) : -Infinity;
    let applied = 0;
    for (const m of migrations) {
      if (m.folderMillis <= lastAt) continue;
      for (const statement of m.sql) await tx.execute(sql.raw(statement));
      await tx.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${m.hash}, ${m.folderMillis})`,
      );
      applied += 1;
    }
    return applied;
  });
}
