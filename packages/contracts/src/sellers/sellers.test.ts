import { describe, expect, it } from 'vitest';
import { ageOn } from '../compliance/index.js';
import { isValidSallyName } from './index.js';
import { CONTRACT_STATUS as S, CONTRACT_TRANSITIONS, findContractTransition } from './lifecycle.js';

describe('sally name (live §5)', () => {
  it('takes 1-10 Korean, English or digit characters only', () => {
    for (const ok of ['셀러', 'Seller1', '가나다라마바사아자차', 'ㄱㄴ셀러', 'A'])
      expect(isValidSallyName(ok), ok).toBe(true);
    for (const bad of ['', '가나다라마바사아자차카', 'sell er', '셀러!', 'セラー', 'abc_def'])
      expect(isValidSallyName(bad), bad).toBe(false);
  });
});

describe('age on a day', () => {
  it('counts whole years, the birthday itself included', () => {
    expect(ageOn('2012-05-10', new Date('2026-05-09T03:00:00Z'))).toBe(13);
    expect(ageOn('2012-05-10', new Date('2026-05-10T03:00:00Z'))).toBe(14);
    expect(ageOn('2007-12-31', new Date('2026-01-01T03:00:00Z'))).toBe(18);
  });
});

describe('contract state table', () => {
  it('lets the vendor accept, either side end, and nothing else', () => {
    expect(findContractTransition(S.standby, S.complete, 'vendor')).not.toBeNull();
    expect(findContractTransition(S.standby, S.complete, 'sellover')).toBeNull();
    expect(findContractTransition(S.standby, S.withdrawn, 'sellover')).not.toBeNull();
    expect(findContractTransition(S.complete, S.withdrawn, 'vendor')).not.toBeNull();
    expect(findContractTransition(S.withdrawn, S.complete, 'vendor')).toBeNull();
    expect(findContractTransition(S.complete, S.standby, 'vendor')).toBeNull();
    // withdrawn is final: nothing leaves it
    expect(CONTRACT_TRANSITIONS.some((x) => x.from === S.withdrawn)).toBe(false);
  });
});
