import path from 'node:path';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { buildApp } from './app.js';
import { loadDemoDataAtStart } from './seed/startup.js';
import { createSeedArt } from './seed/seed-art.js';
import { createStorage } from './storage/index.js';

/** The one composition root: settings → database → services → roles. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: path.join(config.DATA_DIR, 'pglite'),
    poolSize: config.DATABASE_POOL_MAX,
  });
  // issue 26: every file in one storage (DATA_DIR, or the object store when S3_BUCKET is set)
  const storage = createStorage(config);
  const demo = await loadDemoDataAtStart(config, database.db, storage);
  const app = await buildApp({ config, database, storage });
  // issue 25 N1: the start log says what was seeded (accounts and counts, never the password)
  app.fastify.log.info(demo.report, demo.message);
  let stopWarm = () => {};
  const shutdown = async (signal: string) => {
    app.fastify.log.info({ signal }, 'shutting down');
    stopWarm();
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    try {
      await app.close();
      await database.close();
    } finally {
      clearTimeout(force);
      process.exit(0);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  const address = await app.fastify
    .listen({ port: config.PORT, host: config.HOST })
    .catch((err: unknown) => Promise.reject(portInUse(err, 'PORT') ?? err));
  // the RTMP ingest (and, with the demo data, the demo broadcaster) of the media role
  await app.media?.start().catch((err: unknown) => Promise.reject(portInUse(err, 'RTMP_PORT') ?? err));
  // issue 19: the demo list pictures are drawn in the background after the start (one at a time)
  if (config.SEED_DEMO) {
    const warm = createSeedArt(database.db, storage).warm();
    stopWarm = warm.stop;
    const t0 = Date.now();
    void warm.done.then(
      (n) => app.fastify.log.info({ pictures: n, ms: Date.now() - t0 }, 'demo product pictures ready'),
      (err: unknown) => app.fastify.log.warn({ err }, 'demo product pictures not warmed'),
    );
  }
  app.fastify.log.info(
    { address, database: database.kind, services: config.SERVICES },
    `marketplace ready on ${address.replace('0.0.0.0', 'localhost')}`,
  );
  // issue 32: where a developer reads a new member's SMS code (npm start turns the outbox on)
  if (config.SMS_OUTBOX && config.NODE_ENV !== 'production') {
    app.fastify.log.info(`text messages (sign-up codes): ${address.replace('0.0.0.0', 'localhost')}/SmsOutbox`);
  }
}

/** A port already taken, said with the setting that moves it (instead of a stack trace). */
function portInUse(err: unknown, setting: 'PORT' | 'RTMP_PORT'): ConfigError | null {
  const e = err as { code?: string; port?: number; address?: string } | null;
  if (e?.code !== 'EADDRINUSE') return null;
  return new ConfigError(
    `${setting}: port ${e.port ?? '?'} on ${e.address ?? 'this host'} is already in use (another server, or this one ` +
      `started twice). Stop it, or set ${setting} to a free port${setting === 'RTMP_PORT' ? ' (0 picks one)' : ''}.`,
  );
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) {
    console.error(err.message);
    process.exit(2);
  }
  console.error(err);
  process.exit(1);
});
