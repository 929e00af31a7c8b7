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
  /** issue 7: how often the jobs role checks for due jobs (0: no timer, jobs run only when called) */
  JOBS_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  /** issue 7: largest uploaded image (claim and review photos), in MB */
  UPLOAD_MAX_MB: z.coerce.number().min(0.1).max(50).default(10),
  // social login (issue 4): a provider is offered only when its app/client id is set
  KAKAO_APP_ID: z.string().optional(),
  NAVER_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  FACEBOOK_APP_ID: z.string().optional(),
  FACEBOOK_APP_SECRET: z.string().optional(),
  APPLE_CLIENT_ID: z.string().optional(),
  // the web sign-in (authorisation page → code → token) also needs these; native apps send tokens directly
  KAKAO_REST_API_KEY: z.string().optional(),
  KAKAO_CLIENT_SECRET: z.string().optional(),
  NAVER_CLIENT_SECRET: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  /** sends every provider call to this scheme and host instead (a local server answering as the providers do) */
  SOCIAL_API_BASE_URL: z.string().url().optional(),
  /** LibreTranslate-compatible service for non-Korean locales; unset keeps the Korean text */
  TRANSLATE_URL: z.string().url().optional(),
  TRANSLATE_API_KEY: z.string().optional(),
  // media (issue 8): RTMP ingest, ffmpeg, reconnect window, demo broadcaster
  RTMP_PORT: z.coerce.number().int().min(0).max(65535).default(1935),
  RTMP_HOST: z.string().default('0.0.0.0'),
  /** the ingest URL shown to encoders (e.g. rtmp://live.example.kr/live); default: this host and RTMP_PORT */
  RTMP_PUBLIC_URL: z
    .string()
    .regex(/^rtmps?:\/\/\S+$/)
    .optional(),
  FFMPEG_PATH: z.string().default('ffmpeg'),
  /** how long a dropped encoder may take to reconnect and continue the same show */
  MEDIA_RECONNECT_GRACE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  /** with the demo data, `npm start` pushes a test pattern to the demo live show */
  DEMO_BROADCASTER: bool.default(true),
  /** every live show is recorded and published as its replay; off: live only, old segments are deleted */
  MEDIA_RECORD: bool.default(true),
  /** unrecorded shows: how long segments that left the live window stay on disk; also how long an abandoned stream folder (no replay, no show) is kept after its last write, past the reconnect window */
  MEDIA_LIVE_RETENTION_SECONDS: z.coerce.number().int().min(0).max(604_800).default(60),
  /** end-to-end tests only: a movable clock and `POST test/clock` (staff) that moves it and runs due jobs */
  TEST_CLOCK: bool.default(false),
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
