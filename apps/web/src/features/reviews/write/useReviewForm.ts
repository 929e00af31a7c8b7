import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { RC, hasSpecialCharacters, type Review } from '@lc/contracts';
import { ApiError } from '../../../shared/api/client';
import { keys } from '../../../shared/api/query-keys';
import { postImages } from '../../../shared/api/uploads';
import { notify } from '../../../shared/dialog';
import { useT } from '../../../shared/i18n';
import { getVideoToken } from '../api/get-video-token';
import { postVideo } from '../api/post-video';
import { P, photoProblem, videoProblem, type Phase, type Photo, type Video } from './media';
import { useNoPhoneNotice } from './useNoPhoneNotice';

export interface Body {
  score: number;
  oneLine: string | null;
  content: string;
  photos: string[];
  videoKey: string | null;
}

/** What a review form saves with: the call (write or modify), where to go after, the review edited if any. */
export interface ReviewTarget {
  existing: Review | null;
  submit: (body: Body) => Promise<{ review: Review; earnedPoints: number }>;
  back: string | null;
}

/** The review form's state and checks. */
export function useReviewFields(existing: Review | null) {
  const t = useT();
  const [score, setScore] = useState(existing?.score ?? 5);
  const [oneLine, setOneLine] = useState(existing?.oneLine ?? '');
  const [content, setContent] = useState(existing?.content ?? '');
  const [photos, setPhotos] = useState<Photo[]>(
    () => existing?.photos.map((p) => ({ kind: 'kept' as const, url: p.url })) ?? [],
  );
  const [video, setVideo] = useState<Video | null>(() =>
    existing?.video ? { kind: 'kept', videoKey: existing.video.videoKey, posterUrl: existing.video.posterUrl } : null,
  );
  const [error, setError] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>(null);
  const busy = phase !== null;

  // object URLs of the previews are released when they leave
  const previews = useMemo(
    () => [
      ...photos.flatMap((p) => (p.kind === 'new' ? [p.preview] : [])),
      ...(video?.kind === 'new' ? [video.preview] : []),
    ],
    [photos, video],
  );
  useEffect(() => () => previews.forEach((u) => URL.revokeObjectURL(u)), [previews]);

  const length = content.trim().length;
  const pickPhotos = (files: File[]) => {
    const problems: string[] = [];
    const ok: Photo[] = [];
    for (const f of files) {
      const problem = photoProblem(f, t);
      if (problem) problems.push(problem);
      else ok.push({ kind: 'new', file: f, preview: URL.createObjectURL(f) });
    }
    const room = P.maxPhotos - photos.length;
    if (ok.length > room) {
      problems.push(t('reviews.write.tooManyPhotos', { max: P.maxPhotos }));
      ok.splice(room).forEach((p) => p.kind === 'new' && URL.revokeObjectURL(p.preview));
    }
    setPhotos([...photos, ...ok]);
    setError(problems.length ? problems.join('\n') : null);
  };
  const pickVideo = (f: File | undefined) => {
    if (!f) return;
    const problem = videoProblem(f, t);
    if (problem) return setError(problem);
    setError(null);
    setVideo({ kind: 'new', file: f, preview: URL.createObjectURL(f) });
  };

  const invalid = (): string | null => {
    if (length < P.minTextLength) return t('reviews.write.tooShort', { min: P.minTextLength });
    if (length > P.maxTextLength) return t('reviews.write.tooLong', { max: P.maxTextLength });
    if (oneLine.trim().length > P.oneLineMaxLength)
      return t('reviews.write.oneLineTooLong', { max: P.oneLineMaxLength });
    if (hasSpecialCharacters(content) || hasSpecialCharacters(oneLine)) return t('reviews.write.special');
    return null;
  };
  return {
    score,
    setScore,
    oneLine,
    setOneLine,
    content,
    setContent,
    photos,
    setPhotos,
    video,
    setVideo,
    error,
    setError,
    phase,
    setPhase,
    busy,
    length,
    pickPhotos,
    pickVideo,
    invalid,
  };
}
export type ReviewFields = ReturnType<typeof useReviewFields>;

/**
 * Saving a review: new photos first (in their order among the kept ones), then the video with a
 * single-use token, then the review; the reviews are refetched after it. Uploaded media are kept as
 * urls, so a retry does not upload them again.
 */
export function useSendReview(f: ReviewFields, { existing, submit, back }: ReviewTarget) {
  const t = useT();
  const navigate = useNavigate();
  const noPhone = useNoPhoneNotice();
  const qc = useQueryClient();
  const { score, oneLine, content, photos, setPhotos, video, setVideo, setError, setPhase, invalid } = f;
  const send = async (e: FormEvent) => {
    e.preventDefault();
    const problem = invalid();
    if (problem) return setError(problem);
    setError(null);
    const failed = (what: string, err: unknown) =>
      setError(`${err instanceof ApiError ? err.message : what}\n${t('reviews.write.contactCs')}`);

    // 1. new photos, in their order among the kept ones
    let urls: string[];
    const fresh = photos.flatMap((p) => (p.kind === 'new' ? [p.file] : []));
    try {
      let uploaded: string[] = [];
      if (fresh.length) {
        setPhase({ step: 'photos', pct: 0 });
        const r = await postImages('review', fresh, (f) => setPhase({ step: 'photos', pct: Math.round(f * 100) }));
        uploaded = r.images.map((i) => i.url);
      }
      let next = 0;
      urls = photos.map((p) => (p.kind === 'kept' ? p.url : uploaded[next++]!));
    } catch (err) {
      setPhase(null);
      return failed(t('reviews.write.imageFailed'), err);
    }
    // 2. the video, with a single-use token
    let videoKey: string | null = video?.kind === 'kept' ? video.videoKey : null;
    if (video?.kind === 'new') {
      try {
        setPhase({ step: 'video', pct: 0 });
        const token = await getVideoToken();
        const r = await postVideo(token.uploadPath, video.file, (f) =>
          setPhase({ step: 'video', pct: Math.round(f * 100) }),
        );
        videoKey = r.videoKey;
        // the upload is done: a second save must not send the file again
        setVideo({ kind: 'kept', videoKey: r.videoKey, posterUrl: null });
      } catch (err) {
        setPhase(null);
        return failed(t('reviews.write.videoUploadFailed'), err);
      }
    }
    // the uploaded photos are kept as urls from now on (a retry does not upload them again)
    setPhotos(urls.map((url) => ({ kind: 'kept', url })));
    // 3. the review
    setPhase({ step: 'saving' });
    try {
      const r = await submit({
        score,
        oneLine: oneLine.trim() || null,
        content: content.trim(),
        photos: urls,
        videoKey,
      });
      await qc.invalidateQueries({ queryKey: keys.reviews.all });
      void notify(
        existing
          ? t('reviews.write.saved')
          : r.earnedPoints > 0
            ? t('reviews.write.doneWithPoints', { points: r.earnedPoints.toLocaleString() })
            : t('reviews.write.done'),
      );
      void navigate(back ?? `/ReviewDetail/${r.review.prdtSysId}/${r.review.prdtReviewSysId}`, { replace: true });
    } catch (err) {
      if (err instanceof ApiError && err.code === RC.REVIEW_PHONE_REQUIRED) return void noPhone(err.message);
      failed(t('reviews.write.failed'), err);
    } finally {
      setPhase(null);
    }
  };
  return send;
}
