import { describe, expect, it } from 'vitest';
import { finalSound, josa, josaPair, withJosa } from './josa.js';

describe('josa (issue 19 #13: "코트’과" → "코트와")', () => {
  it('chooses each pair by the final consonant of a Hangul word', () => {
    expect(withJosa('코트', '과/와')).toBe('코트와');
    expect(withJosa('후드집업', '과/와')).toBe('후드집업과');
    expect(withJosa('셔츠', '이/가')).toBe('셔츠가');
    expect(withJosa('하루담', '이/가')).toBe('하루담이');
    expect(withJosa('니트', '을/를')).toBe('니트를');
    expect(withJosa('가방', '을/를')).toBe('가방을');
    expect(withJosa('온새미로', '은/는')).toBe('온새미로는');
    expect(withJosa('라이브마켓', '은/는')).toBe('라이브마켓은');
    expect(withJosa('커피', '이나/나')).toBe('커피나');
    expect(withJosa('녹차', '이에요/예요')).toBe('녹차예요');
    expect(withJosa('우유', '이라/라')).toBe('우유라');
    expect(withJosa('민준', '아/야')).toBe('민준아');
  });

  it('uses 로 after a vowel or a final ㄹ, 으로 after any other final consonant', () => {
    expect(withJosa('서울', '으로/로')).toBe('서울로');
    expect(withJosa('부산', '으로/로')).toBe('부산으로');
    expect(withJosa('셀로버', '으로/로')).toBe('셀로버로');
    expect(withJosa('운영자', '으로/로')).toBe('운영자로');
    expect(withJosa('매니저', '으로/로')).toBe('매니저로');
    expect(withJosa('관리권한', '으로/로')).toBe('관리권한으로');
  });

  it('reads numbers, amounts and phone numbers in Korean', () => {
    expect(withJosa('3,000원', '이/가')).toBe('3,000원이');
    expect(josa('010-1234-5678', '으로/로')).toBe('로'); // 팔
    expect(josa('010-1234-5673', '으로/로')).toBe('으로'); // 삼
    expect(josa('010-1234-5672', '으로/로')).toBe('로'); // 이
    expect(josa('1.2.13', '이/가')).toBe('이'); // 삼
    expect(josa('2', '이/가')).toBe('가');
    expect(josa('10', '이/가')).toBe('이'); // 십
    expect(josa('1', '과/와')).toBe('과'); // 일
  });

  it('reads Latin words and acronyms the way Koreans say them', () => {
    expect(josa('Nike', '과/와')).toBe('와');
    expect(josa('iPhone', '을/를')).toBe('을');
    expect(josa('Apple', '으로/로')).toBe('로');
    expect(josa('OBS', '이/가')).toBe('가'); // 에스
    expect(josa('HTML', '으로/로')).toBe('로'); // 엘
    expect(josa('KBM', '이/가')).toBe('이'); // 엠
    expect(josa('stream key', '이/가')).toBe('가');
    expect(josa('Ingest URL', '이/가')).toBe('이'); // 알 (ㄹ)
  });

  it('skips closing quotes and brackets after the word', () => {
    expect(josa('‘코트’', '과/와')).toBe('와');
    expect(josa("'가을 코트'", '과/와')).toBe('와');
    expect(josa('(후드집업)', '과/와')).toBe('과');
    expect(finalSound('')).toBe('none');
  });

  it('knows a pair however it is written', () => {
    expect(josaPair('과/와')).toBe('과/와');
    expect(josaPair('와/과')).toBe('과/와');
    expect(josaPair('와')).toBe('과/와');
    expect(josaPair('로')).toBe('으로/로');
    expect(josaPair('가')).toBe('이/가');
    expect(josaPair('에서')).toBeUndefined();
  });
});
