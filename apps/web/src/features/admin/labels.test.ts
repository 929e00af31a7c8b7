import { describe, expect, it } from 'vitest';
import {
  CLAIM_TYPES,
  ORDER_HISTORY_REASONS,
  PAYMENT_STATES,
  POINT_REASONS,
  REPORT_REASONS,
  USER_STATUSES,
} from '@lc/contracts';
import { buildDictionaries } from '../../shared/i18n/translate';

const dicts = buildDictionaries(import.meta.glob('../../locales/*/*.json', { eager: true, import: 'default' }));

/**
 * Issue 32: the values the server stores and the screens translate by key (t(`….${value}`), which no
 * static key check sees) have a label in both languages; a missing one showed the raw key on screen
 * ("points.reason.review written", "admin.members.statuses.dormant").
 */
describe('labels of stored values', () => {
  const cases: [string, readonly string[]][] = [
    ['admin.members.statuses', USER_STATUSES],
    ['admin.payStatuses', PAYMENT_STATES],
    ['points.reason', [...POINT_REASONS, 'grant']],
    ['orders.historyReason', [...Object.keys(ORDER_HISTORY_REASONS), 'dispatched', 'denied']],
    ['orders.claimType', CLAIM_TYPES],
    ['users.reports.reason', REPORT_REASONS],
  ];
  for (const [prefix, values] of cases)
    it(`${prefix}.* for every value, ko and en`, () => {
      for (const lang of ['ko', 'en'] as const)
        for (const v of values) expect(dicts[lang][`${prefix}.${v}`], `${lang} ${prefix}.${v}`).toBeTruthy();
    });
});
