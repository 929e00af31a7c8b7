import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Config } from '../config.js';
import type { AuthKeys } from '../domains/auth/auth.keys.js';
import { accessTokens } from '../domains/auth/auth.tokens.js';
import { createAuthService, type AuthService } from '../domains/auth/auth.service.js';
import { createAccountService } from '../domains/auth/auth.account.js';
import { accountRoutes } from '../domains/auth/auth.account.routes.js';
import { createIdentityService, sandboxIdentityProvider } from '../domains/auth/auth.identity.js';
import { identityRoutes } from '../domains/auth/auth.identity.routes.js';
import { consoleSmsProvider, solapiSmsProvider } from '../domains/auth/auth.sms.js';
import { socialVerifiers } from '../domains/auth/auth.social.js';
import { createSocialCodeExchange, socialProviders } from '../domains/auth/auth.social-oauth.js';
import { createVerificationService } from '../domains/auth/auth.verification.js';
import { createUsersService, type MyPageSources } from '../domains/users/users.service.js';
import { usersRoutes } from '../domains/users/users.routes.js';
import { createSanctionsService, sanctionsRoutes } from '../domains/users/users.sanctions.js';
import { openOrdersWithdrawalCheck } from '../domains/orders/orders.withdrawal.js';
import { createCouponsService, type CouponsService } from '../domains/coupons/coupons.service.js';
import { couponsRoutes } from '../domains/coupons/coupons.routes.js';
import { createCartService } from '../domains/cart/cart.service.js';
import { createConsentsService, type ConsentsService } from '../domains/consents/consents.service.js';
import { consentsRoutes } from '../domains/consents/consents.routes.js';
import { createAdvertising } from '../domains/consents/advertising.js';
import { complianceRoutes } from '../domains/compliance/compliance.routes.js';
import { adSenderOf } from '../domains/compliance/compliance.service.js';
import { createNotificationsService } from '../domains/notifications/notifications.service.js';
import { notificationsRoutes } from '../domains/notifications/notifications.routes.js';
import { loadVapidKeys } from '../domains/push/push.keys.js';
import { createPushService, type PushService } from '../domains/push/push.service.js';
import { pushRoutes } from '../domains/push/push.routes.js';
import { createShareService } from '../domains/share/share.service.js';
import { shareRoutes } from '../domains/share/share.routes.js';
import { createAnalyticsService } from '../domains/analytics/analytics.service.js';
import { analyticsRoutes } from '../domains/analytics/analytics.routes.js';
import { createSessionCloser } from '../realtime/session-guard.js';
import { activeSanctions, SANCTION_EFFECT, type SanctionEffects } from '../shared/sanctions.js';
import type { AppBase, AppContext } from './app.context.js';

/** Web push and the auth service, whose ended sessions lose their sockets and push devices on every node. */
export async function wireAuth({ config, db, now, fastify, redis, rate, late }: AppBase, keys: AuthKeys) {
  // web push (issue 16): devices registered by a session stop receiving pushes when it ends
  const node = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  // issue 33: the push sender asks the advertising consents at send time
  const consents = createConsentsService({ db, now });
  const push = createPushService({
    db,
    now,
    vapid: await loadVapidKeys(db, {
      publicKey: config.VAPID_PUBLIC_KEY,
      privateKey: config.VAPID_PRIVATE_KEY,
      subject: config.VAPID_SUBJECT,
    }),
    extraOrigins: config.PUSH_EXTRA_ORIGINS,
    node,
    log: (msg, err) => fastify.log.warn({ err }, msg),
    advertising: createAdvertising(consents, adSenderOf(config)),
  });
  const sessionCloser = createSessionCloser({
    local: () => late.realtime?.io,
    redis,
    redisPrefix: config.REDIS_PREFIX,
  });
  fastify.addHook('onClose', () => sessionCloser.stop());
  const auth = createAuthService({
    db,
    keys,
    tokens: accessTokens(keys.jwtSecret, config.ACCESS_TOKEN_TTL_SECONDS, now),
    rate,
    now,
    limits: {
      perAccount: config.LOGIN_MAX_PER_ACCOUNT,
      perIp: config.LOGIN_MAX_PER_IP,
      windowSeconds: config.LOGIN_WINDOW_SECONDS,
    },
    // issue 18: sockets close on every node, also from a node without the realtime role; issue 16: push devices go
    onSessionsRevoked: (_user, sessionIds) => {
      sessionCloser.close(sessionIds);
      void push.dropSessions(sessionIds).catch((err: unknown) => fastify.log.error({ err }, 'push devices'));
    },
    onLogout: (sessionId) =>
      void push.dropSessions([sessionId]).catch((err: unknown) => fastify.log.error({ err }, 'push devices')),
  });
  return { node, push, auth, consents };
}

/** Accounts (issue 4): sign-up, verification, social login, recovery, profile, push settings; sanctions. */
export function wireAccounts(
  ctx: AppContext,
  { auth, keys, consents }: { auth: AuthService; keys: AuthKeys; consents: ConsentsService },
) {
  const { config, db, now, rate, router } = ctx;
  const sms = smsProvider(ctx);
  const verification = createVerificationService({
    db,
    sms,
    rate,
    now,
    secret: keys.jwtSecret,
    sendsPerIpPerDay: config.VERIFY_SENDS_PER_IP,
  });
  const coupons = createCouponsService(db, now);
  const socialCfg = socialConfig(config);
  const social = socialVerifiers(socialCfg);
  const socialWeb = { providers: socialProviders(socialCfg), exchange: createSocialCodeExchange(socialCfg) };
  const account = createAccountService({
    db,
    auth,
    verification,
    coupons,
    social,
    secret: keys.jwtSecret,
    now,
    consents,
  });
  accountRoutes(router, {
    account,
    verification,
    sms,
    outbox: { enabled: config.SMS_OUTBOX, production: config.NODE_ENV === 'production' },
    cookieSecure: config.COOKIE_SECURE,
    socialWeb,
  });
  // issue 33: 본인확인 for the alcohol adult check (IDENTITY_PROVIDER)
  const identitySandbox = config.IDENTITY_PROVIDER === 'sandbox' ? sandboxIdentityProvider(db, now) : undefined;
  identityRoutes(router, {
    identity: createIdentityService({ db, now, provider: identitySandbox }),
    sandbox: identitySandbox,
  });
  const myPageSources: MyPageSources = {};
  usersRoutes(
    router,
    createUsersService({
      db,
      auth,
      verification,
      coupons,
      rate,
      now,
      withdrawalChecks: [openOrdersWithdrawalCheck(db)],
      myPageSources,
    }),
  );
  const sanctionEffects = sanctionEffectsOf(ctx, auth);
  sanctionsRoutes(
    router,
    createSanctionsService({
      db,
      effects: sanctionEffects,
      now,
      dropUnusedCoupons: (tx, id) => coupons.dropUnused(tx, id),
    }),
  );
  return { coupons, consents, myPageSources, sanctionEffects };
}

// issue 18: SOLAPI when chosen; otherwise the server log (and the local-only outbox when SMS_OUTBOX is on)
function smsProvider({ config, fastify, now }: AppContext) {
  const outboxOn = config.SMS_OUTBOX && config.NODE_ENV !== 'production';
  return config.SMS_PROVIDER === 'solapi'
    ? solapiSmsProvider(
        {
          apiKey: config.SOLAPI_API_KEY ?? '',
          apiSecret: config.SOLAPI_API_SECRET ?? '',
          sender: config.SOLAPI_SENDER ?? '',
          baseUrl: config.SOLAPI_BASE_URL,
        },
        () => fastify.log,
        now,
      )
    : consoleSmsProvider(() => fastify.log, now, outboxOn);
}

function socialConfig(config: Config) {
  return {
    kakaoAppId: config.KAKAO_APP_ID,
    kakaoRestApiKey: config.KAKAO_REST_API_KEY,
    kakaoClientSecret: config.KAKAO_CLIENT_SECRET,
    naverClientId: config.NAVER_CLIENT_ID,
    naverClientSecret: config.NAVER_CLIENT_SECRET,
    googleClientId: config.GOOGLE_CLIENT_ID,
    googleClientSecret: config.GOOGLE_CLIENT_SECRET,
    facebookAppId: config.FACEBOOK_APP_ID,
    facebookAppSecret: config.FACEBOOK_APP_SECRET,
    appleClientId: config.APPLE_CLIENT_ID,
    baseUrl: config.SOCIAL_API_BASE_URL,
  };
}

// operator sanctions, one source of truth (shared/sanctions.ts): written by both calls, read by
// login, refresh and the chat; a new one mutes or kicks the open sockets now (issue 15, issue 18)
function sanctionEffectsOf({ db, now, late }: AppContext, auth: AuthService): SanctionEffects {
  return {
    async enforce(userSysId, kind, endsAt) {
      const effect = SANCTION_EFFECT[kind];
      await late.realtime?.hub.sanctionUser(userSysId, effect, endsAt?.getTime() ?? Number.POSITIVE_INFINITY);
      if (effect === 'mute') return 0;
      return (await auth.revokeOtherSessions(userSysId, undefined, `sanction-${kind}`)).length;
    },
    async lifted(userSysId, kind) {
      if (SANCTION_EFFECT[kind] !== 'mute') return;
      const still = await activeSanctions(db, userSysId, now());
      if (still.chatBanned) {
        await late.realtime?.hub.sanctionUser(
          userSysId,
          'mute',
          still.chatBanEndsAt?.getTime() ?? Number.POSITIVE_INFINITY,
        );
      } else await late.realtime?.hub.unmuteUser(userSysId);
    },
  };
}

/** Notifications, push, analytics, share links, consents, compliance and the member's coupons. */
export function wireMemberServices(
  { config, db, now, fastify, router, storage }: AppContext,
  deps: { push: PushService; consents: ConsentsService; coupons: CouponsService },
) {
  notificationsRoutes(router, createNotificationsService(db, now));
  pushRoutes(router, deps.push);
  const analytics = createAnalyticsService({ db, now });
  analyticsRoutes(router, analytics);
  shareRoutes(router, fastify, createShareService({ db, now, storage }), {
    kakaoAppKey: config.KAKAO_APP_KEY ?? config.KAKAO_APP_ID,
  });
  consentsRoutes(router, deps.consents, adSenderOf(config));
  complianceRoutes(router, { db, config });
  couponsRoutes(router, deps.coupons, createCartService(db, now));
  return { analytics };
}
