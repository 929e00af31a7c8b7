import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import {
  EARN_POINT_POLICY,
  RC,
  REVIEW_POLICY,
  hasSpecialCharacters,
  resultMessage,
  type Review,
  type ReviewProduct,
} from '@lc/contracts';
import { ApiError } from '../../shared/api/client';
import { notify } from '../../shared/dialog';
import { useLocale, useT, type TFunction } from '../../shared/i18n';
import { logout, rememberLandingPage, useSession } from '../../shared/session';
import { Button, EmptyState, Page, ProductImage, Spinner } from '../../shared/ui';
import { useReview } from './api/get-review';
import { useWritableItem } from './api/get-writable';
import { getVideoToken } from './api/get-video-token';
import { postImages } from '../../shared/api/uploads';
import { postReview } from './api/post-review';
import { postVideo } from './api/post-video';
import { putReview } from './api/put-review';
import './reviews.css';

type Photo = { kind: 'kept'; url: string } | { kind: 'new'; file: File; preview: string };
type Video =
  { kind: 'kept'; videoKey: string; posterUrl: string | null } | { kind: 'new'; file: File; preview: string };
type Phase = { step: 'photos' | 'video'; pct: number } | { step: 'saving' } | null;

const P = REVIEW_POLICY;
const extOf = (name: string) => /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';
const extList = (exts: readonly string[]) => exts.map((e) => e.toUpperCase()).join(', ');

/** Client checks of one photo (the server checks again: type by content, size, dimensions). */
function photoProblem(f: File, t: TFunction): string | null {
  if (!(P.photoExtensions as readonly string[]).includes(extOf(f.name)))
    return t('reviews.write.photoType', { name: f.name, ext: extList(P.photoExtensions) });
  if (f.size > P.photoMaxMb * 1024 * 1024) return t('reviews.write.photoTooBig', { name: f.name, mb: P.photoMaxMb });
  return null;
}
function videoProblem(f: File, t: TFunction): string | null {
  if (!(P.videoExtensions as readonly string[]).includes(extOf(f.name)))
    return t('reviews.write.videoType', { ext: extList(P.videoExtensions) });
  if (f.size > P.videoMaxMb * 1024 * 1024) return t('reviews.write.videoTooBig', { mb: P.videoMaxMb });
  return null;
}

/**
 * shopping §8 "a no-phone-number notice that sends the user to login": the notice (4518), then the
 * member is signed out (the login screen turns members away) and sent to /Login; after logging in
 * they land on /ChangeMobile to verify a number (docs/decisions.md).
 */
export function useNoPhoneNotice() {
  const navigate = useNavigate();
  const sent = useRef(false);
  return async (message: string) => {
    if (sent.current) return;
    sent.current = true;
    notify(message);
    await logout();
    rememberLandingPage('/ChangeMobile');
    navigate('/Login', { replace: true });
  };
}

/** /ReviewWrite/{prdtSysId}/{orderSysId}/{orderPrdtSysId}/{type?}: a review of one confirmed order line. */
export function ReviewWriteScreen() {
  const t = useT();
  const params = useParams();
  const { userSysId } = useSession();
  const prdtSysId = Number(params.prdtSysId);
  const orderSysId = Number(params.orderSysId);
  const orderPrdtSysId = Number(params.orderPrdtSysId);
  const item = useWritableItem(userSysId, orderPrdtSysId);
  const [locale] = useLocale();
  const noPhone = useNoPhoneNotice();
  const phoneRequired = item.data?.phoneRequired === true;
  useEffect(() => {
    if (phoneRequired) void noPhone(resultMessage(RC.REVIEW_PHONE_REQUIRED, locale));
  }, [phoneRequired, noPhone, locale]);
  if (item.isPending || phoneRequired) return <Spinner label={t('common.loading')} />;
  if (!item.data || item.data.product.prdtSysId !== prdtSysId || item.data.orderSysId !== orderSysId)
    return (
      <Page title={t('screens.ReviewWrite')}>
        <EmptyState
          title={item.error?.message ?? t('reviews.write.notWritable', { days: P.windowDays })}
          action={<Link to="/MyReview">{t('screens.MyReview')} ›</Link>}
        />
      </Page>
    );
  return (
    <ReviewForm
      title={t('screens.ReviewWrite')}
      product={item.data.product}
      optionName={item.data.optionName}
      existing={null}
      submit={(body) => postReview(prdtSysId, { orderSysId, orderPrdtSysId, ...body })}
      back={params.type === 'my' ? '/MyReview' : null}
    />
  );
}

/** /ReviewModify/{prdtSysId}/{prdtReviewSysId}/{type}: the writer edits the review (the whole review again). */
export function ReviewModifyScreen() {
  const t = useT();
  const params = useParams();
  const prdtSysId = Number(params.prdtSysId);
  const reviewId = Number(params.prdtReviewSysId);
  const q = useReview(prdtSysId, reviewId);
  if (q.isPending) return <Spinner label={t('common.loading')} />;
  if (!q.data || !q.data.review.isMine)
    return (
      <Page title={t('screens.ReviewModify')}>
        <EmptyState title={q.error?.message ?? t('reviews.notFound')} />
      </Page>
    );
  return (
    <ReviewForm
      title={t('screens.ReviewModify')}
      product={q.data.product}
      optionName={q.data.review.optionName}
      existing={q.data.review}
      submit={(body) => putReview(prdtSysId, reviewId, body)}
      back={params.type === 'my' ? '/MyReview' : null}
    />
  );
}

interface Body {
  score: number;
  oneLine: string | null;
  content: string;
  photos: string[];
  videoKey: string | null;
}

function ReviewForm({
  title,
  product,
  optionName,
  existing,
  submit,
  back,
}: {
  title: string;
  product: ReviewProduct;
  optionName: string | null;
  existing: Review | null;
  submit: (body: Body) => Promise<{ review: Review; earnedPoints: number }>;
  back: string | null;
}) {
  const t = useT();
  const navigate = useNavigate();
  const noPhone = useNoPhoneNotice();
  const qc = useQueryClient();
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
      await qc.invalidateQueries({ queryKey: ['reviews'] });
      notify(
        existing
          ? t('reviews.write.saved')
          : r.earnedPoints > 0
            ? t('reviews.write.doneWithPoints', { points: r.earnedPoints.toLocaleString() })
            : t('reviews.write.done'),
      );
      navigate(back ?? `/ReviewDetail/${r.review.prdtSysId}/${r.review.prdtReviewSysId}`, { replace: true });
    } catch (err) {
      if (err instanceof ApiError && err.code === RC.REVIEW_PHONE_REQUIRED) return void noPhone(err.message);
      failed(t('reviews.write.failed'), err);
    } finally {
      setPhase(null);
    }
  };

  return (
    <Page title={title} className="reviews rwrite">
      <form className="rform" onSubmit={(e) => void send(e)} noValidate>
        <div className="rprod" aria-label={t('reviews.write.product')}>
          <ProductImage src={product.squareImageUrl} alt="" className="rprod__img" />
          <span>
            <small>{product.brandName}</small>
            {product.name}
            {optionName ? <small>{optionName}</small> : null}
          </span>
        </div>

        <fieldset className="rform__stars">
          <legend>{t('reviews.write.score')}</legend>
          {[1, 2, 3, 4, 5].map((s) => (
            <label key={s} className={s <= score ? 'rstar is-on' : 'rstar'}>
              <input
                type="radio"
                name="score"
                value={s}
                checked={score === s}
                onChange={() => setScore(s)}
                aria-label={t('reviews.write.star', { score: s })}
              />
              <span aria-hidden="true">★</span>
            </label>
          ))}
        </fieldset>

        <label className="rform__label">
          {t('reviews.write.oneLine')}
          <input
            className="field__input"
            value={oneLine}
            maxLength={P.oneLineMaxLength}
            placeholder={t('reviews.write.oneLinePlaceholder')}
            onChange={(e) => setOneLine(e.target.value)}
          />
        </label>

        <label className="rform__label">
          {t('reviews.write.content')}
          <textarea
            className="rform__textarea"
            rows={7}
            value={content}
            maxLength={P.maxTextLength}
            placeholder={t('reviews.write.contentPlaceholder', { min: P.minTextLength })}
            onChange={(e) => setContent(e.target.value)}
          />
          <small className={length < P.minTextLength ? 'rform__hint is-short' : 'rform__hint'} aria-live="polite">
            {t('reviews.write.counter', { n: length, max: P.maxTextLength, min: P.minTextLength })}
          </small>
        </label>

        <div className="rform__media">
          <p className="rform__label">{t('reviews.write.photos', { n: photos.length, max: P.maxPhotos })}</p>
          <p className="rform__hint">
            {t('reviews.write.photoRule', { max: P.maxPhotos, mb: P.photoMaxMb, ext: extList(P.photoExtensions) })}
          </p>
          <div className="rform__thumbs" data-testid="photo-previews">
            {photos.map((p, i) => (
              <button
                key={p.kind === 'kept' ? p.url : p.preview}
                type="button"
                className="rform__thumb"
                aria-label={t('reviews.write.removePhoto', { n: i + 1 })}
                onClick={() => setPhotos(photos.filter((_, j) => j !== i))}
                disabled={busy}
              >
                <img src={p.kind === 'kept' ? p.url : p.preview} alt="" />
                <span aria-hidden="true">✕</span>
              </button>
            ))}
            {photos.length < P.maxPhotos ? (
              <label className="rform__add">
                <span aria-hidden="true">＋</span>
                {t('reviews.write.addPhoto')}
                <input
                  className="rform__file"
                  type="file"
                  accept={P.photoExtensions.map((e) => `.${e}`).join(',')}
                  multiple
                  disabled={busy}
                  onChange={(e) => {
                    pickPhotos(Array.from(e.target.files ?? []));
                    e.target.value = '';
                  }}
                />
              </label>
            ) : null}
          </div>

          <p className="rform__label">{t('reviews.write.video', { n: video ? 1 : 0 })}</p>
          <p className="rform__hint">
            {t('reviews.write.videoRule', {
              mb: P.videoMaxMb,
              sec: P.videoMaxSeconds,
              ext: extList(P.videoExtensions),
            })}
          </p>
          <div className="rform__thumbs">
            {video ? (
              <button
                type="button"
                className="rform__thumb rform__thumb--video"
                aria-label={t('reviews.write.removeVideo')}
                onClick={() => setVideo(null)}
                disabled={busy}
              >
                {video.kind === 'new' ? (
                  <video src={video.preview} muted playsInline preload="metadata" />
                ) : video.posterUrl ? (
                  <img src={video.posterUrl} alt="" />
                ) : (
                  <span className="rform__play">▶</span>
                )}
                <span aria-hidden="true">✕</span>
              </button>
            ) : (
              <label className="rform__add">
                <span aria-hidden="true">▶</span>
                {t('reviews.write.addVideo')}
                <input
                  className="rform__file"
                  type="file"
                  accept={P.videoExtensions.map((e) => `.${e}`).join(',')}
                  disabled={busy}
                  onChange={(e) => {
                    pickVideo(e.target.files?.[0]);
                    e.target.value = '';
                  }}
                />
              </label>
            )}
          </div>
        </div>

        {existing ? null : (
          <p className="rform__points">
            {t('reviews.write.points', {
              text: EARN_POINT_POLICY.reviewText,
              photo: EARN_POINT_POLICY.reviewPhoto,
              video: EARN_POINT_POLICY.reviewVideo,
            })}
          </p>
        )}

        {phase ? <Progress phase={phase} /> : null}
        {error ? (
          <p className="rform__error" role="alert">
            {error}
          </p>
        ) : null}
        <Button type="submit" block size="lg" busy={busy} disabled={busy}>
          {existing ? t('reviews.write.save') : t('reviews.write.submit')}
        </Button>
      </form>
    </Page>
  );
}

function Progress({ phase }: { phase: NonNullable<Phase> }) {
  const t = useT();
  const label =
    phase.step === 'saving'
      ? t('reviews.write.saving')
      : t(phase.step === 'photos' ? 'reviews.write.uploadingPhotos' : 'reviews.write.uploadingVideo', {
          pct: phase.pct,
        });
  return (
    <div className="rprogress" role="status" aria-live="polite" data-testid="upload-progress">
      <span>{label}</span>
      <progress max={100} value={phase.step === 'saving' ? undefined : phase.pct} aria-label={label} />
    </div>
  );
}
