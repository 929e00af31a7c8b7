import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { ORDER_LIMITS, VERIFICATION_POLICY } from '@lc/contracts';

/** The demo accounts' password printed in the README: never accepted in production (issue 25 N1). */
export const PUBLISHED_DEMO_PASSWORD = 'demo1234!';

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
  /** production: refuses to start without JWT_SECRET, the operator's identity, an explicit sandbox gateway, a non-published demo password (README "Production mode") */
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().url().optional(),
  /** connections each node opens to DATABASE_URL (PostgreSQL or a pooler in transaction mode: issue 26) */
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(1000).default(10),
  /** PostgreSQL itself, not through a pooler, for pg_dump / pg_restore (`npm run backup`); default DATABASE_URL */
  DATABASE_DIRECT_URL: z.string().url().optional(),
  DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
  REDIS_URL: z.string().url().optional(),
  /** prefix of every Redis key, so several deployments (or test runs) can share one Redis */
  REDIS_PREFIX: z.string().default('lc:'),
  JWT_SECRET: z.string().min(32).optional(),
  /**
   * issue 33: the AES-256-GCM key of personal data kept encrypted (refund account numbers): 64 hex digits,
   * base64 of 32 bytes, or a passphrase of 32+ characters (hashed); unset: generated once and kept in the
   * database (development only: production refuses to start without it)
   */
  DATA_ENCRYPTION_KEY: z.string().min(32).optional(),
  /**
   * issue 33: the 본인확인 (identity verification) provider whose birth date makes a member an adult for
   * alcohol: `sandbox` (built in, test mode: the tester enters the result; the default outside production)
   * or `none` (no adult verification: alcohol cannot be bought; the default in production)
   */
  IDENTITY_PROVIDER: z.enum(['sandbox', 'none']).optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(10).max(86_400).default(900),
  /** the demo data and accounts; default: on, off with NODE_ENV=production (issue 25 N1) */
  SEED_DEMO: bool.optional(),
  /** the demo accounts' password; production refuses the published one (issue 25 N1) */
  DEMO_PASSWORD: z.string().min(8).default(PUBLISHED_DEMO_PASSWORD),
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
  /** the refresh cookie is Secure (and HSTS is sent); default: on when PUBLIC_URL is https (issue 25) */
  COOKIE_SECURE: bool.optional(),
  LOGIN_MAX_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
  LOGIN_MAX_PER_IP: z.coerce.number().int().min(1).default(50),
  LOGIN_WINDOW_SECONDS: z.coerce.number().int().min(1).default(600),
  /** issue 25: guest orders per client address per hour, delivery quotes per address per minute */
  GUEST_ORDERS_PER_IP: z.coerce.number().int().min(1).default(ORDER_LIMITS.guestPerAddress.limit),
  QUOTES_PER_IP: z.coerce.number().int().min(1).default(ORDER_LIMITS.quotesPerAddress.limit),
  /** verification texts sent per client address per day (a shared office or a test suite may need more) */
  VERIFY_SENDS_PER_IP: z.coerce.number().int().min(1).default(VERIFICATION_POLICY.maxSendsPerIpPerDay),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  /** issue 7: how often the jobs role checks for due jobs (0: no timer, jobs run only when called) */
  JOBS_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  /** issue 7: largest uploaded image (claim and review photos), in MB */
  UPLOAD_MAX_MB: z.coerce.number().min(0.1).max(50).default(10),
  // issue 26: one storage for every file; S3_BUCKET turns the S3-compatible object store on (unset: DATA_DIR)
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/)
    .optional(),
  /** the store's address (R2, NAVER Cloud, MinIO, Ceph RGW); unset: AWS S3 of S3_REGION */
  S3_ENDPOINT: z.string().url().optional(),
  /** the bucket's region (AWS Seoul: ap-northeast-2, NAVER Cloud: kr-standard, R2: auto) */
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** both or neither; neither: the AWS SDK's own chain (environment, instance role) */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** `endpoint/bucket/key` addresses instead of `bucket.endpoint/key` (MinIO, Ceph and most self-hosted stores) */
  S3_FORCE_PATH_STYLE: bool.default(false),
  /** where browsers read public objects (a CDN or the bucket's public address, mapping to the bucket's root); unset: the server streams them */
  S3_PUBLIC_URL: z.string().url().optional(),
  // issue 26: GET /metrics (Prometheus); neither set: this machine only, and never in production
  /** the bearer token `GET /metrics` needs on the main port (and on METRICS_PORT) */
  METRICS_TOKEN: z.string().min(16).optional(),
  /** serves `GET /metrics` on its own port (on METRICS_HOST) instead of the main one */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /** the address METRICS_PORT listens on: loopback unless an internal network address is given */
  METRICS_HOST: z.string().default('127.0.0.1'),
  // reach (issue 16): web push, share, client logs
  /** VAPID key pair for web push (both or neither); unset: generated once and stored in the database */
  VAPID_PUBLIC_KEY: z.string().min(40).optional(),
  VAPID_PRIVATE_KEY: z.string().min(20).optional(),
  /** contact given to the push services (mailto: or https:) */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:)\S+$/)
    .default('mailto:webmaster@localhost'),
  /** push-service origins allowed for subscription endpoints besides the browser vendors' (tests: a local one) */
  PUSH_EXTRA_ORIGINS: z
    .string()
    .default('')
    .transform((s) =>
      s
        .split(',')
        .map((x) => x.trim().replace(/\/+$/, ''))
        .filter(Boolean),
    ),
  /** how often a jobs node collects new alerts and sends the pending pushes (0: only when called) */
  PUSH_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(3600).default(5),
  /** Kakao JavaScript/app key for the messenger share (KakaoLink scheme); default: KAKAO_APP_ID */
  KAKAO_APP_KEY: z.string().optional(),
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
  /** issue 18: the development SMS outbox (`GET auth/sms/outbox`): off unless set; loopback callers only; never in production */
  SMS_OUTBOX: bool.default(false),
  /** issue 18: who sends text messages: `console` (the server log) or `solapi` (SOLAPI's HTTP API) */
  SMS_PROVIDER: z.enum(['console', 'solapi']).default('console'),
  SOLAPI_API_KEY: z.string().optional(),
  SOLAPI_API_SECRET: z.string().optional(),
  /** the registered caller number (발신번호) the messages come from, digits only */
  SOLAPI_SENDER: z
    .string()
    .regex(/^\d{8,12}$/)
    .optional(),
  SOLAPI_BASE_URL: z.string().url().default('https://api.solapi.com'),
  // issue 18: the operator's identity (전자상거래법 제10조, 제13조; 정보통신망법 제50조 ④), shown in the footer and on
  // every advertising message; production mode refuses to start without them
  OPERATOR_COMPANY_NAME: z.string().trim().min(1).default('(주)라이브커머스 데모'),
  OPERATOR_REPRESENTATIVE: z.string().trim().min(1).default('홍길동'),
  OPERATOR_ADDRESS: z.string().trim().min(1).default('서울특별시 중구 세종대로 110 (데모 주소)'),
  OPERATOR_PHONE: z.string().trim().min(1).default('1588-0000'),
  OPERATOR_EMAIL: z.string().trim().email().default('help@example.kr'),
  /** 사업자등록번호 000-00-00000 */
  OPERATOR_BIZ_REG_NO: z
    .string()
    .regex(/^\d{3}-?\d{2}-?\d{5}$/)
    .default('000-00-00000'),
  /** 통신판매업 신고번호, e.g. 제2026-서울중구-0000호 */
  OPERATOR_MAIL_ORDER_NO: z.string().trim().min(1).default('제0000-데모-0000호'),
  /** 개인정보 보호책임자 (name and contact) */
  OPERATOR_PRIVACY_OFFICER: z.string().trim().min(1).default('김개인 (privacy@example.kr)'),
  /** issue 33: the hosting provider (호스팅서비스 제공자) shown in the footer and named as a processor in the privacy policy */
  OPERATOR_HOSTING_PROVIDER: z.string().trim().min(1).default('데모 호스팅 (Demo hosting)'),
  /** the FTC business-information page (공정거래위원회 사업자정보 공개) of this business number */
  OPERATOR_FTC_INFO_URL: z.string().url().default('https://www.ftc.go.kr/bizCommPop.do?wrkr_no=0000000000'),
  /** a free (080) number taking refusals of advertising text messages */
  AD_OPT_OUT_PHONE: z.string().trim().min(1).default('080-000-0000'),
  /** the public address of the web app (absolute links: PG return pages, opt-out links in e-mail) */
  PUBLIC_URL: z.string().url().optional(),
  // issue 18: payments
  /** `sandbox` (built in; the default in development, production only when set explicitly) or `toss` (Toss Payments API v1) */
  PAYMENT_GATEWAY: z.enum(['sandbox', 'toss']).optional(),
  TOSS_SECRET_KEY: z.string().optional(),
  TOSS_API_BASE_URL: z.string().url().default('https://api.tosspayments.com'),
  /** purchase safety for transfer/virtual account (전자상거래법 제24조): `escrow` offered to the shopper, or `insurance` */
  BUYER_PROTECTION: z.enum(['escrow', 'insurance']).default('escrow'),
  /** with BUYER_PROTECTION=insurance: the policy shown at checkout (insurer, policy number, coverage) */
  BUYER_PROTECTION_INSURANCE: z.string().trim().min(1).optional(),
  /** tests only (issue 18): hold every idempotent request this long inside its transaction, so a test can kill the process mid-checkout */
  TEST_CHECKOUT_HOLD_MS: z.coerce.number().int().min(0).max(600_000).default(0),
  /** end-to-end tests only: a movable clock and `POST test/clock` (staff) that moves it and runs due jobs */
  TEST_CLOCK: bool.default(false),
});

type Parsed = z.infer<typeof envSchema>;
export type Config = Omit<
  Parsed,
  'SERVICES' | 'SEED_DEMO' | 'COOKIE_SECURE' | 'PAYMENT_GATEWAY' | 'IDENTITY_PROVIDER'
> & {
  SERVICES: ServiceRole[];
  SEED_DEMO: boolean;
  COOKIE_SECURE: boolean;
  PAYMENT_GATEWAY: 'sandbox' | 'toss';
  IDENTITY_PROVIDER: 'sandbox' | 'none';
};

export class ConfigError extends Error {}

/**
 * What `npm start` (the demo a developer tries; npm names the script in `npm_lifecycle_event`) turns
 * on unless set otherwise: the development SMS outbox, so a new member's code is on the `/SmsOutbox`
 * page (this machine only) instead of only in the server log. Never in production.
 */
export function npmStartDefaults(env: Record<string, string | undefined>): Record<string, string> {
  if (env.npm_lifecycle_event !== 'start' || env.NODE_ENV === 'production') return {};
  return { SMS_OUTBOX: 'true' };
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const cleaned = {
    ...npmStartDefaults(env),
    ...Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== '')),
  };
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid settings:\n${lines.join('\n')}`);
  }
  const raw = parsed.data;
  const production = raw.NODE_ENV === 'production';
  const cfg = {
    ...raw,
    // issue 25 N1: production seeds the demo data only when asked for
    SEED_DEMO: raw.SEED_DEMO ?? !production,
    // issue 25: a site served over https sends its cookies Secure unless told otherwise
    COOKIE_SECURE: raw.COOKIE_SECURE ?? raw.PUBLIC_URL?.startsWith('https:') ?? false,
    PAYMENT_GATEWAY: raw.PAYMENT_GATEWAY ?? 'sandbox',
    // issue 33: the sandbox 본인확인 in production only when asked for (anyone could claim any birth date)
    IDENTITY_PROVIDER: raw.IDENTITY_PROVIDER ?? (production ? 'none' : 'sandbox'),
  };
  if (cfg.REDIS_URL && !cfg.DATABASE_URL) {
    throw new ConfigError(
      'REDIS_URL is set without DATABASE_URL: the embedded database (PGlite) is single-node only. Set DATABASE_URL to a PostgreSQL server to run several nodes.',
    );
  }
  if (cfg.NODE_ENV === 'production' && !cfg.JWT_SECRET) {
    throw new ConfigError(
      'NODE_ENV=production needs JWT_SECRET (at least 32 characters): without it every node would sign tokens with its own key.',
    );
  }
  if (cfg.NODE_ENV === 'production' && (cfg.TEST_CHECKOUT_HOLD_MS > 0 || cfg.TEST_CLOCK)) {
    throw new ConfigError(
      'TEST_CHECKOUT_HOLD_MS and TEST_CLOCK are for tests and cannot be set with NODE_ENV=production.',
    );
  }
  if (cfg.SMS_PROVIDER === 'solapi' && !(cfg.SOLAPI_API_KEY && cfg.SOLAPI_API_SECRET && cfg.SOLAPI_SENDER)) {
    throw new ConfigError('SMS_PROVIDER=solapi needs SOLAPI_API_KEY, SOLAPI_API_SECRET and SOLAPI_SENDER.');
  }
  if (cfg.NODE_ENV === 'production') {
    // issue 18: a marketplace must show who runs it; production refuses the demo identity
    const missing = (
      [
        'OPERATOR_COMPANY_NAME',
        'OPERATOR_REPRESENTATIVE',
        'OPERATOR_ADDRESS',
        'OPERATOR_PHONE',
        'OPERATOR_EMAIL',
        'OPERATOR_BIZ_REG_NO',
        'OPERATOR_MAIL_ORDER_NO',
        'OPERATOR_PRIVACY_OFFICER',
        'OPERATOR_HOSTING_PROVIDER',
        'OPERATOR_FTC_INFO_URL',
        'AD_OPT_OUT_PHONE',
      ] as const
    ).filter((k) => !cleaned[k]);
    if (missing.length > 0) {
      throw new ConfigError(
        `NODE_ENV=production needs the operator's identity (전자상거래법 제10조·제13조): set ${missing.join(', ')}.`,
      );
    }
  }
  if (production) refuseUnsafeProduction(raw);
  if (cfg.PAYMENT_GATEWAY === 'toss' && !(cfg.TOSS_SECRET_KEY && cfg.PUBLIC_URL)) {
    throw new ConfigError('PAYMENT_GATEWAY=toss needs TOSS_SECRET_KEY and PUBLIC_URL (the return pages are absolute).');
  }
  if (!!cfg.S3_ACCESS_KEY_ID !== !!cfg.S3_SECRET_ACCESS_KEY) {
    throw new ConfigError('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both or neither.');
  }
  const s3Extra = (['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_PUBLIC_URL'] as const).filter((k) => cleaned[k]);
  if (!cfg.S3_BUCKET && s3Extra.length > 0) {
    throw new ConfigError(
      `${s3Extra.join(', ')} set without S3_BUCKET: set S3_BUCKET to store files in the object store.`,
    );
  }
  if (cfg.BUYER_PROTECTION === 'insurance' && !cfg.BUYER_PROTECTION_INSURANCE) {
    throw new ConfigError(
      'BUYER_PROTECTION=insurance needs BUYER_PROTECTION_INSURANCE (the policy shown at checkout).',
    );
  }
  return { ...cfg, DATA_DIR: path.resolve(cfg.DATA_DIR), WEB_DIST: path.resolve(cfg.WEB_DIST) };
}

/**
 * Issue 25 N1, N2: what production refuses besides the secrets above. The sandbox gateway lets anyone
 * approve a payment without money moving, so it runs in production only when PAYMENT_GATEWAY says so;
 * the demo accounts are operators and buyers anyone could sign in as with the README's password.
 */
function refuseUnsafeProduction(raw: Parsed): void {
  if (!raw.DATA_ENCRYPTION_KEY) {
    throw new ConfigError(
      'NODE_ENV=production needs DATA_ENCRYPTION_KEY (64 hex digits, base64 of 32 bytes, or a passphrase of 32+ characters): ' +
        'refund account numbers are stored encrypted with it (개인정보의 안전성 확보조치 기준 제7조), and a key kept in the database beside them protects nothing.',
    );
  }
  if (!raw.PAYMENT_GATEWAY) {
    throw new ConfigError(
      'NODE_ENV=production needs PAYMENT_GATEWAY: set PAYMENT_GATEWAY=toss (with TOSS_SECRET_KEY and PUBLIC_URL) to take real payments, ' +
        'or PAYMENT_GATEWAY=sandbox to run a test shop where no money moves (every page then shows a TEST MODE banner).',
    );
  }
  if (raw.SEED_DEMO && raw.DEMO_PASSWORD === PUBLISHED_DEMO_PASSWORD) {
    throw new ConfigError(
      `SEED_DEMO=true with NODE_ENV=production needs DEMO_PASSWORD (at least 8 characters, not the published '${PUBLISHED_DEMO_PASSWORD}'): ` +
        'the demo accounts include an operator.',
    );
  }
}
