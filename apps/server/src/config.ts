import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const ROLES = ['api', 'realtime', 'media', 'jobs'] as const;
export type ServiceRole = (typeof ROLES)[number];

const bool = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'])
  .transform((v) => ['1', 'true', 'yes', 'on'].includes(v));

/**
 * Every setting, read once and validated. The README's settings table mirrors this schema.
 * Defaults make a fresh clone run with nothing installed (PGlite under ./data, in-memory Socket.IO).
 */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
  REDIS_URL: z.string().url().optional(),
  /** prefix of every Redis key, so several deployments (or test runs) can share one Redis */
  REDIS_PREFIX: z.string().default('lc:'),
  JWT_SECRET: z.string().min(32).optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(10).max(86_400).default(900),
  SEED_DEMO: bool.default(true),
  DEMO_PASSWORD: z.string().min(8).default('demo1234!'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SERVICES: z
    .string()
    .default(ROLES.join(','))
    .transform((s) =>
      s
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(ROLES)).min(1)),
  WEB_DIST: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  TRUST_PROXY: bool.default(false),
  COOKIE_SECURE: bool.default(false),
  LOGIN_MAX_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
  LOGIN_MAX_PER_IP: z.coerce.number().int().min(1).default(50),
  LOGIN_WINDOW_SECONDS: z.coerce.number().int().min(1).default(600),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
});

export type Config = Omit<z.infer<typeof envSchema>, 'SERVICES'> & { SERVICES: ServiceRole[] };

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid settings:\n${lines.join('\n')}`);
  }
  const cfg = parsed.data;
  if (cfg.REDIS_URL && !cfg.DATABASE_URL) {
    throw new ConfigError(
      'REDIS_URL is set without DATABASE_URL: the embedded database (PGlite) is single-node only. Set DATABASE_URL to a PostgreSQL server to run several nodes.',
    );
  }
  return { ...cfg, DATA_DIR: path.resolve(cfg.DATA_DIR), WEB_DIST: path.resolve(cfg.WEB_DIST) };
}
