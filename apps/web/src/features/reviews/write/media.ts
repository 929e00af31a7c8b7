import { REVIEW_POLICY } from '@lc/contracts';
import type { TFunction } from '../../../shared/i18n';

export type Photo = { kind: 'kept'; url: string } | { kind: 'new'; file: File; preview: string };
export type Video =
  { kind: 'kept'; videoKey: string; posterUrl: string | null } | { kind: 'new'; file: File; preview: string };
export type Phase = { step: 'photos' | 'video'; pct: number } | { step: 'saving' } | null;

export const P = REVIEW_POLICY;
const extOf = (name: string) => /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';
export const extList = (exts: readonly string[]) => exts.map((e) => e.toUpperCase()).join(', ');

/** Client checks of one photo (the server checks again: type by content, size, dimensions). */
export function photoProblem(f: File, t: TFunction): string | null {
  if (!(P.photoExtensions as readonly string[]).includes(extOf(f.name)))
    return t('reviews.write.photoType', { name: f.name, ext: extList(P.photoExtensions) });
  if (f.size > P.photoMaxMb * 1024 * 1024) return t('reviews.write.photoTooBig', { name: f.name, mb: P.photoMaxMb });
  return null;
}
export function videoProblem(f: File, t: TFunction): string | null {
  if (!(P.videoExtensions as readonly string[]).includes(extOf(f.name)))
    return t('reviews.write.videoType', { ext: extList(P.videoExtensions) });
  if (f.size > P.videoMaxMb * 1024 * 1024) return t('reviews.write.videoTooBig', { mb: P.videoMaxMb });
  return null;
}
