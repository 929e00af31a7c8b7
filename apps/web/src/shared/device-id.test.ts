import { describe, expect, it } from 'vitest';
import { deviceId } from './device-id';

describe('device id (issue 25: guest orders are limited per device)', () => {
  it('is one random id of the form the server accepts, the same on every call', () => {
    const id = deviceId();
    // the server counts only ids of this form (orders.guest-limits.ts); anything else counts as none
    expect(id).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(deviceId()).toBe(id);
  });
});
