import type { Lang, TransBody, TransResponse } from '@lc/contracts';

/** Translates a batch of texts; resolves to the same number of texts in the same order, or throws. */
export interface Translator {
  translate(texts: string[], target: string, source: string): Promise<string[]>;
}

/** Most translations remembered in memory (target + text → translation). */
export const TRANSLATION_CACHE_MAX = 5_000;
/** A translation service that does not answer within this time is treated as failed. */
export const TRANSLATION_TIMEOUT_MS = 3_000;
/** The language the catalogue is written in. */
export const SOURCE_LANG = 'ko';

/**
 * Adapter for a LibreTranslate-compatible service: POST {url}/translate with
 * {q: string[], source, target, format: 'text', api_key?} answering {translatedText: string[]}.
 */
export function libreTranslate(opts: {
  url: string;
  apiKey?: string | undefined;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}): Translator {
  const base = opts.url.replace(/\/+$/, '');
  const doFetch = opts.fetchImpl ?? fetch;
  return {
    async translate(texts, target, source) {
      if (texts.length === 0) return [];
      const res = await doFetch(`${base}/translate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          q: texts,
          source,
          target,
          format: 'text',
          ...(opts.apiKey ? { api_key: opts.apiKey } : {}),
        }),
        signal: AbortSignal.timeout(opts.timeoutMs ?? TRANSLATION_TIMEOUT_MS),
      });
      if (!res.ok) throw new Error(`translation service answered ${res.status}`);
      const body = (await res.json()) as { translatedText?: unknown };
      const out = body.translatedText;
      if (!Array.isArray(out) || out.length !== texts.length || !out.every((t) => typeof t === 'string')) {
        throw new Error('translation service answered an unexpected shape');
      }
      return out as string[];
    },
  };
}

export interface LocalText {
  ko: string;
  /** a stored translation, used before asking the service */
  en?: string | null | undefined;
}

/**
 * The translation service: POST trans for clients, and `localize` for other domains (titles, brief
 * comments and product names in non-Korean locales). Texts are sent in one batch; a missing or
 * failing service leaves the Korean text and never throws (spec: failure is ignored silently).
 */
export function createTranslationService(deps: { translator: Translator | undefined; log?: (msg: string) => void }) {
  const memo = new Map<string, string>();
  const remember = (k: string, v: string) => {
    if (memo.size >= TRANSLATION_CACHE_MAX) {
      const oldest = memo.keys().next().value;
      if (oldest !== undefined) memo.delete(oldest);
    }
    memo.set(k, v);
  };

  /** Translates texts to `target`; returns the originals (and translated=false) on any failure. */
  async function translateBatch(texts: string[], target: string): Promise<{ texts: string[]; translated: boolean }> {
    const lang = target.toLowerCase();
    if (lang === SOURCE_LANG || lang.startsWith(`${SOURCE_LANG}-`) || texts.length === 0) {
      return { texts, translated: false };
    }
    if (!deps.translator) return { texts, translated: false };
    const out = texts.slice();
    const missing: number[] = [];
    texts.forEach((t, i) => {
      const hit = memo.get(`${lang}\u0000${t}`);
      if (hit !== undefined) out[i] = hit;
      else if (t.trim() !== '') missing.push(i);
    });
    if (missing.length === 0) return { texts: out, translated: true };
    const unique = [...new Set(missing.map((i) => texts[i]!))];
    try {
      const got = await deps.translator.translate(unique, lang, SOURCE_LANG);
      const byText = new Map(unique.map((t, i) => [t, got[i]!]));
      for (const [t, v] of byText) remember(`${lang}\u0000${t}`, v);
      for (const i of missing) out[i] = byText.get(texts[i]!) ?? texts[i]!;
      return { texts: out, translated: true };
    } catch (e) {
      deps.log?.(`translation failed: ${e instanceof Error ? e.message : String(e)}`);
      return { texts, translated: false };
    }
  }

  return {
    /** POST trans */
    async trans(body: TransBody): Promise<TransResponse> {
      const r = await translateBatch(
        body.messages.map((m) => m.text),
        body.language,
      );
      return {
        status: r.translated ? 'translated' : 'original',
        messages: body.messages.map((m, i) => ({ id: m.id, text: r.texts[i] ?? m.text })),
      };
    },
    /** Texts for a reader of `lang`: Korean as written; English from the stored text, else translated in one batch, else Korean. */
    async localize(items: readonly LocalText[], lang: Lang): Promise<string[]> {
      if (lang === 'ko') return items.map((i) => i.ko);
      const out = items.map((i) => i.en ?? null);
      const need = out.flatMap((v, i) => (v === null ? [i] : []));
      if (need.length > 0) {
        const r = await translateBatch(
          need.map((i) => items[i]!.ko),
          lang,
        );
        need.forEach((i, k) => (out[i] = r.texts[k] ?? items[i]!.ko));
      }
      return out.map((v, i) => v ?? items[i]!.ko);
    },
  };
}
export type TranslationService = ReturnType<typeof createTranslationService>;
