import { describe, expect, it } from 'vitest';
import { RESULT_CODES } from '../common/result-codes.js';
import { REVIEW_POLICY } from './index.js';
import { QUESTION_POLICY, hasSpecialCharacters, hasText, lineBreaksOf } from '../questions/index.js';

describe('review and inquiry messages follow the policy constants', () => {
  it('names the same limits the server enforces', () => {
    expect(RESULT_CODES['4506'].ko).toContain(`${REVIEW_POLICY.minTextLength}자`);
    expect(RESULT_CODES['4509'].ko).toContain(`${REVIEW_POLICY.maxPhotos}장`);
    expect(RESULT_CODES['4508'].ko).toContain(`${REVIEW_POLICY.oneLineMaxLength}자`);
    expect(RESULT_CODES['4503'].ko).toContain(`${REVIEW_POLICY.windowDays}일`);
    expect(RESULT_CODES['4703'].en).toContain(`${REVIEW_POLICY.videoMaxMb} MB`);
    expect(RESULT_CODES['4704'].en).toContain(`${REVIEW_POLICY.videoMaxSeconds} seconds`);
    expect(RESULT_CODES['4604'].ko).toContain(`${QUESTION_POLICY.maxLineBreaks}번`);
    expect(RESULT_CODES['4610'].ko).toContain(`${QUESTION_POLICY.maxImages}장`);
    for (const ext of REVIEW_POLICY.videoExtensions) expect(RESULT_CODES['4702'].en).toContain(ext);
  });

  it('tells special characters from everyday Korean text', () => {
    expect(hasSpecialCharacters('사이즈 문의드려요. 260mm 있나요? (블랙)')).toBe(false);
    expect(hasSpecialCharacters('Is it 100% cotton, 2-pack?')).toBe(false);
    for (const s of ['<script>', 'a@b', '#태그', '가격$', '좋아요😀', 'x=1', 'a;b'])
      expect(hasSpecialCharacters(s)).toBe(true);
    expect(hasText(' \n \t ')).toBe(false);
    expect(lineBreaksOf('a\nb\nc')).toBe(2);
  });
});
