/**
 * Korean particles (조사) after an inserted word, chosen by the word's final sound (issue 19 #13):
 * "코트와", "셔츠와", "3,000원이", "010-1234-5678로". One helper for every message that inserts a name,
 * on the server (seed texts) and in the web app (`{name:과/와}` in a locale string).
 *
 * The final sound of a Hangul syllable is read from its code point. Other endings are read as a Korean
 * speaker reads them: digits by their Korean numerals (1 일, 3 삼, 10 십, 100 백…), a Latin acronym by
 * its letter names (OBS 에스, HTML 엘), a Latin word by a plain rule (ending m/n/ng/k/p/b/c → a final
 * consonant, l → ㄹ, anything else → none). Closing quotes, brackets and spaces after the word are skipped.
 */

/** The particle pairs: the form after a final consonant first, the form after a vowel second. */
export const JOSA_PAIRS = {
  '은/는': ['은', '는'],
  '이/가': ['이', '가'],
  '을/를': ['을', '를'],
  '과/와': ['과', '와'],
  '으로/로': ['으로', '로'],
  '이나/나': ['이나', '나'],
  '이에요/예요': ['이에요', '예요'],
  '이라/라': ['이라', '라'],
  '아/야': ['아', '야'],
} as const;
export type JosaPair = keyof typeof JOSA_PAIRS;

/** Every way a pair may be written: "이/가", "가/이", or one of its two forms alone ("이", "가"). */
const ALIASES = new Map<string, JosaPair>();
for (const [pair, [withFinal, withoutFinal]] of Object.entries(JOSA_PAIRS) as [JosaPair, readonly string[]][]) {
  for (const alias of [pair, `${withoutFinal}/${withFinal}`, withFinal, withoutFinal]) {
    if (!ALIASES.has(alias!)) ALIASES.set(alias!, pair);
  }
}

/** Which pair a written form names ('과', '와/과', '으로/로' …), or undefined. */
export function josaPair(written: string): JosaPair | undefined {
  return ALIASES.get(written.trim());
}

/** What a word ends in for the particles: no final consonant, the final ㄹ, or another final consonant. */
export type FinalSound = 'none' | 'rieul' | 'consonant';

const HANGUL_FIRST = 0xac00;
const HANGUL_LAST = 0xd7a3;
/** Final consonant index of ㄹ in a Hangul syllable. */
const JONG_RIEUL = 8;
/** Digits as Korean numerals: 영 일 이 삼 사 오 육 칠 팔 구. */
const DIGIT: FinalSound[] = [
  'consonant',
  'rieul',
  'none',
  'consonant',
  'none',
  'none',
  'consonant',
  'rieul',
  'rieul',
  'none',
];
/** Latin letter names as Koreans say them: 엘 (L) and 알 (R) end in ㄹ, 엠 (M) and 엔 (N) in a consonant. */
const LETTER_NAME: Record<string, FinalSound> = { l: 'rieul', r: 'rieul', m: 'consonant', n: 'consonant' };
const TRAILING = /[\s'"’”」』)\]}>.,!?·…]+$/u;

function latinWord(word: string): FinalSound {
  const lower = word.toLowerCase();
  // an acronym (OBS, KB, HTML) is read letter by letter
  if (word.length <= 5 && word === word.toUpperCase()) return LETTER_NAME[lower.at(-1)!] ?? 'none';
  if (/(ng|m|n|k|p|b|c)$/.test(lower) || /[mn]e$/.test(lower)) return 'consonant';
  if (/(l|le)$/.test(lower)) return 'rieul';
  return 'none';
}

/** A number read in Korean: its last digit, or for a round number 십 (ㅂ), 백 (ㄱ), 천 (ㄴ), 만 (ㄴ)… */
function numberWord(digits: string): FinalSound {
  return DIGIT[Number(digits.at(-1))]!;
}

/** The final sound of the last readable part of `word`. */
export function finalSound(word: string): FinalSound {
  const text = word.replace(TRAILING, '');
  const ch = text.at(-1);
  if (!ch) return 'none';
  const code = ch.charCodeAt(0);
  if (code >= HANGUL_FIRST && code <= HANGUL_LAST) {
    const jong = (code - HANGUL_FIRST) % 28;
    if (jong === 0) return 'none';
    return jong === JONG_RIEUL ? 'rieul' : 'consonant';
  }
  const digits = /[\d,]*\d$/.exec(text);
  if (digits) return numberWord(digits[0].replace(/,/g, ''));
  const latin = /[A-Za-z]+$/.exec(text);
  if (latin) return latinWord(latin[0]);
  return 'none';
}

/** The particle of `pair` that follows `word` ('코트', '과/와' → '와'). */
export function josa(word: string, pair: JosaPair): string {
  const [withFinal, withoutFinal] = JOSA_PAIRS[pair];
  const sound = finalSound(word);
  // 으로 after a final consonant, but 로 after a final ㄹ (서울로, 연필로)
  if (pair === '으로/로') return sound === 'consonant' ? withFinal : withoutFinal;
  return sound === 'none' ? withoutFinal : withFinal;
}

/** The word followed by its particle ('코트', '과/와' → '코트와'). */
export function withJosa(word: string, pair: JosaPair): string {
  return `${word}${josa(word, pair)}`;
}
