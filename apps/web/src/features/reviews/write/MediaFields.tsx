import { useT } from '../../../shared/i18n';
import { extList, P, type Phase } from './media';
import type { ReviewFields } from './useReviewForm';

/** The photos (up to the policy's number) and the one video of a review, with their removal. */
export function MediaFields({ f }: { f: ReviewFields }) {
  const t = useT();
  const { photos, setPhotos, video, setVideo, busy, pickPhotos, pickVideo } = f;
  return (
    <div className="rform__media">
      <p className="ui-label">{t('reviews.write.photos', { n: photos.length, max: P.maxPhotos })}</p>
      <p className="ui-hint">
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
              className="ui-file"
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

      <p className="ui-label">{t('reviews.write.video', { n: video ? 1 : 0 })}</p>
      <p className="ui-hint">
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
              className="ui-file"
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
  );
}

export function Progress({ phase }: { phase: NonNullable<Phase> }) {
  const t = useT();
  const label =
    phase.step === 'saving'
      ? t('reviews.write.saving')
      : t(phase.step === 'photos' ? 'reviews.write.uploadingPhotos' : 'reviews.write.uploadingVideo', {
          pct: phase.pct,
        });
  return (
    <div className="ui-progress" role="status" aria-live="polite" data-testid="upload-progress">
      <span>{label}</span>
      <progress max={100} value={phase.step === 'saving' ? undefined : phase.pct} aria-label={label} />
    </div>
  );
}
