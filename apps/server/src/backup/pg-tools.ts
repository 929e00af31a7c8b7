import { spawn } from 'node:child_process';
import pg from 'pg';

/**
 * PostgreSQL's own tools for backups (issue 26 item 6): `pg_dump` / `pg_restore` from Debian's
 * `postgresql-client`, run with the address of PostgreSQL itself (DATABASE_DIRECT_URL): they keep
 * session settings, which a pooler in transaction mode does not carry between statements.
 */

/** A refusal the operator can act on: said in one sentence, exit code 2. */
export class BackupRefused extends Error {
  override name = 'BackupRefused';
}

const MISSING = (tool: string) =>
  new BackupRefused(
    `${tool} was not found: install Debian's PostgreSQL client tools (apt-get install postgresql-client), ` +
      `the same major version as the server or newer.`,
  );

/** Runs one of the tools; rejects with its last error lines (or a clear word when it is not installed). */
export function runTool(tool: 'pg_dump' | 'pg_restore', args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (c: Buffer) => (stderr = (stderr + c.toString()).slice(-4000)));
    child.on('error', (err: NodeJS.ErrnoException) => reject(err.code === 'ENOENT' ? MISSING(tool) : err));
    child.on('close', (code) => {
      if (code === 0) return resolve();
      const hint = /version mismatch/.test(stderr) ? ` (install the ${tool} of the server's major version)` : '';
      reject(new Error(`${tool} failed (exit ${code})${hint}: ${stderr.trim()}`));
    });
  });
}

/** Refuses at once, before any work, when the tool is not installed. */
export function ensureTool(tool: 'pg_dump' | 'pg_restore'): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, ['--version'], { stdio: 'ignore' });
    child.on('error', (err: NodeJS.ErrnoException) => reject(err.code === 'ENOENT' ? MISSING(tool) : err));
    child.on('close', () => resolve());
  });
}

/** `DATABASE_DIRECT_URL` (PostgreSQL itself), else DATABASE_URL. */
export const directUrl = (c: { DATABASE_URL?: string | undefined; DATABASE_DIRECT_URL?: string | undefined }) =>
  c.DATABASE_DIRECT_URL ?? c.DATABASE_URL!;

/** one query on a short connection of its own */
export async function queryOnce<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

/** tables outside PostgreSQL's own schemas: a restore goes only into a database without any */
export const USER_TABLES = `select count(*)::int as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`;
