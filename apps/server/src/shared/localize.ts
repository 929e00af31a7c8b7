import type { Lang } from '@lc/contracts';

/** A Korean text with its stored translation (if any). */
export interface LocalPair {
  ko: string;
  en?: string | null | undefined;
}

/** What localizes texts (the translation service): Korean in, the reader's language out, in order. */
export interface Localizer {
  localize(items: readonly LocalPair[], lang: Lang): Promise<string[]>;
}

/**
 * Two texts of every row in the reader's language (title and content, name and brand …), in one
 * batch: `[first, second]` per row, in the rows' order.
 */
export async function localizeTwo<R>(
  translation: Localizer,
  rows: readonly R[],
  lang: Lang,
  pick: (r: R) => [LocalPair, LocalPair],
): Promise<[string, string][]> {
  const texts = await translation.localize(rows.flatMap(pick), lang);
  return rows.map((_, i) => [texts[2 * i]!, texts[2 * i + 1]!]);
}
