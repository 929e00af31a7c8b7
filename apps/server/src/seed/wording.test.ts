import { describe, expect, it } from 'vitest';
import { RC, resultMessage } from '@lc/contracts';
import * as content from './content-data.js';

// Issue 19 #13: one Korean word for a sellover, 셀로버, in what the server says and seeds.

describe('the word for sellover', () => {
  it('is 셀로버 in result messages and the seeded terms, FAQ and about texts (not 셀러버 or 셀러)', () => {
    const messages = Object.values(RC).map((code) => resultMessage(code, 'ko'));
    expect(messages.filter((m) => /셀러|셀오버/.test(m))).toEqual([]);
    expect(messages.some((m) => m.includes('셀로버'))).toBe(true);
    const seeded = JSON.stringify(content);
    expect(seeded.match(/[^"\s]*셀러[^"\s]*/g) ?? []).toEqual([]);
    expect(seeded).toContain('셀로버');
  });
});
