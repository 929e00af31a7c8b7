import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, startTestApp, type TestContext } from '../../test/harness.js';
import { createTestClock } from './test-clock.js';

let t: TestContext;
let admin: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = (await login(t, 'admin@demo.kr')).json.accessToken as string;
});
afterAll(async () => t?.close());

describe('test clock (e2e only)', () => {
  it('does not exist unless the server runs with TEST_CLOCK', async () => {
    const r = await t.request({ method: 'POST', url: 'test/clock', token: admin, body: { advanceSeconds: 60 } });
    expect(r.status).toBe(404);
  });

  it('moves forward and back from the real time', () => {
    let real = 1_000_000;
    const clock = createTestClock(() => real);
    expect(clock.now().getTime()).toBe(1_000_000);
    clock.advance(86_400_000);
    real += 5;
    expect(clock.now().getTime()).toBe(1_000_005 + 86_400_000);
    clock.advance(-86_400_000);
    expect(clock.now().getTime()).toBe(1_000_005);
  });
});
