import path from 'node:path';
import { ConfigError, loadConfig } from '../config.js';
import { backup, restore } from './backup.js';
import { BackupRefused } from './pg-tools.js';

/**
 * `npm run backup -- [folder]` (default `backups/<date-time>`) and `npm run restore -- <folder>`, with
 * the settings of the server (DATABASE_URL or DATA_DIR, S3_…): see the README, "Operations: backups".
 * Exit 0 done, 1 failed, 2 refused (said why) or wrong usage.
 */
async function main(mode: string | undefined, folder: string | undefined): Promise<number> {
  const say = (line: string) => process.stdout.write(`${line}\n`);
  if (mode === 'backup') {
    const stamp = new Date().toISOString().replace(/[:T]/g, '-').slice(0, 19);
    const dir = path.resolve(folder ?? path.join('backups', stamp));
    say(`backing up into ${dir}`);
    await backup(loadConfig(), dir, say);
    say(`done: ${path.join(dir, 'manifest.json')}`);
    return 0;
  }
  if (mode === 'restore' && folder) {
    say(`restoring ${path.resolve(folder)}`);
    const m = await restore(loadConfig(), path.resolve(folder), say);
    say(`done: the backup of ${m.createdAt} (app ${m.app}); start the server (pending migrations run at start)`);
    return 0;
  }
  console.error('usage: npm run backup -- [folder] | npm run restore -- <folder>');
  return 2;
}

main(process.argv[2], process.argv[3]).then(
  (code) => process.exit(code),
  (err: unknown) => {
    const refused = err instanceof ConfigError || err instanceof BackupRefused;
    console.error(refused ? (err as Error).message : err);
    process.exit(refused ? 2 : 1);
  },
);
