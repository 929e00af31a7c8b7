import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { phoneVerifications, userWithdrawals } from '../db/schema/index.js';
import { login, startTestApp, type TestContext } from '../../test/harness.js';
import { freshMobile, join, sendCode } from '../domains/auth/account.fixtures.js';

const DAY = 86_400_000;
let t: TestContext;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

/** Moves the test clock forward and runs every job that is due then. */
async function after(ms: number) {
  t.clock.advance(ms);
  return t.app.jobs!.runDue();
}

describe('account retention purges (issue 4), on the injectable clock', () => {
  it('a withdrawal record answers 1006 for 183 days, then the purge deletes it', async () => {
    const userId = 'purge-drop@demo.kr';
    const joined = await join(t, { userId, password: 'member12!' });
    expect(joined.json.resultCode, JSON.stringify(joined.json)).toBe('0001');
    const id = joined.json.authSysId as number;
    const drop = await t.request({
      method: 'PATCH',
      url: `users/${id}/drop`,
      token: joined.json.accessToken as string,
      body: { confirmWord: '회원탈퇴', agree: true },
    });
    expect(drop.json.resultCode).toBe('0001');
    const records = () => t.database.db.select().from(userWithdrawals).where(eq(userWithdrawals.userSysId, id));
    expect(await records()).toHaveLength(1);
    expect((await login(t, userId, 'member12!')).json.resultCode).toBe('1006');

    // 182 days on: still kept, login still answers 1006
    await after(182 * DAY);
    expect(await records()).toHaveLength(1);
    expect((await login(t, userId, 'member12!')).json.resultCode).toBe('1006');

    // past 183 days: purged once; a second run finds nothing to delete
    const ran = await after(2 * DAY);
    expect(ran['accounts.purgeWithdrawals']).toMatchObject({ purged: 1 });
    expect(await records()).toHaveLength(0);
    expect((await login(t, userId, 'member12!')).json.resultCode).not.toBe('1006');
    const again = await after(7 * 3_600_000);
    expect(again['accounts.purgeWithdrawals']).toMatchObject({ purged: 0 });
  });

  it('phone verifications are deleted a week after they were sent, newer ones stay', async () => {
    const older = freshMobile();
    const newer = freshMobile();
    expect((await sendCode(t, 1, older)).json.resultCode).toBe('0001');
    await after(3 * DAY);
    expect((await sendCode(t, 1, newer)).json.resultCode).toBe('0001');
    const rows = async (mobile: string) =>
      (await t.database.db.select().from(phoneVerifications).where(eq(phoneVerifications.mobile, mobile))).length;
    await after(4 * DAY + 3_600_000);
    expect(await rows(older)).toBe(0);
    expect(await rows(newer)).toBe(1);
    await after(3 * DAY + 3_600_000);
    expect(await rows(newer)).toBe(0);
  });
});
