import { useQuery } from '@tanstack/react-query';
import type { TransResponse } from '@lc/contracts';
import { api } from '../../../shared/api/client';
import { useLocale } from '../../../shared/i18n';

/** POST trans {language, messages:[{id, text}]} (shopping §7). */
export function postTrans(language: string, messages: { id: string | number; text: string }[]) {
  return api<TransResponse>('POST', 'trans', { language, messages });
}

/**
 * Texts for the current locale: Korean as is; other locales translated in one batch. Failure is
 * ignored silently (the Korean text stays).
 */
export function useTranslatedTexts(texts: string[]): string[] {
  const [locale] = useLocale();
  const q = useQuery({
    queryKey: ['trans', locale, texts],
    queryFn: () =>
      postTrans(
        locale,
        texts.map((text, id) => ({ id, text })),
      ),
    enabled: locale !== 'ko' && texts.length > 0,
    staleTime: Infinity,
    retry: false,
  });
  if (locale === 'ko' || !q.data) return texts;
  return texts.map((t, i) => q.data.messages.find((m) => m.id === i)?.text ?? t);
}
