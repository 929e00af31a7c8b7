/**
 * `npm start` is the demo a developer tries (issue 32 item 12): a new member's SMS code is on the
 * /SmsOutbox page of that server (this machine only), not only in the server log. The server here
 * is started the way `npm start` starts it (npm names the script in `npm_lifecycle_event`), without
 * SMS_OUTBOX set.
 */
import { apiCall, outboxCode, randomMobile, type E2eTest } from '../lib.js';
import { startServer } from '../server.js';

export const tests: E2eTest[] = [
  {
    name: 'npm start: a sign-up code sent to a new mobile number is on the /SmsOutbox page (ko, en)',
    async run({ newPage, shot }) {
      const env: NodeJS.ProcessEnv = {
        npm_lifecycle_event: 'start',
        LOG_LEVEL: 'warn',
        RTMP_PORT: '0',
        DEMO_BROADCASTER: 'false',
      };
      // what the runner's environment may carry does not decide it
      for (const k of ['SMS_OUTBOX', 'NODE_ENV', 'TEST_CLOCK']) env[k] = '';
      const own = await startServer({ name: 'e2e-npmstart', env, healthTimeoutMs: 150_000 });
      try {
        const { baseUrl } = own;
        const mobile = randomMobile();
        const sent = await apiCall(baseUrl, 'POST', 'auth/sendauthmine', {
          authType: 1,
          authWay: 1,
          authWayValue: mobile,
        });
        if (sent.resultCode !== '0001') throw new Error(JSON.stringify(sent));
        const code = await outboxCode(baseUrl, mobile);
        for (const locale of ['ko', 'en'] as const) {
          const page = await newPage({ locale });
          await page.goto(`${baseUrl}/SmsOutbox`, { waitUntil: 'domcontentloaded' });
          await page.locator('.outbox__item', { hasText: code }).waitFor();
          await shot(page, `npm-start-sms-outbox-${locale}`);
        }
      } finally {
        await own.stop();
      }
    },
  },
];
