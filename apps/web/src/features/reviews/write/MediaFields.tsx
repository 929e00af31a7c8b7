import { useT } from '../../../shared/i18n';
import { AddFileTile, RemovableThumb, UploadProgress } from '../../../shared/ui';
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
      <div className="ui-thumbs rform__thumbs" data-testid="photo-previews">
        {photos.map((p, i) => (
          <RemovableThumb
            key={p.kind === 'kept' ? p.url : p.preview}
            label={t('reviews.write.removePhoto', { n: i + 1 })}
            onRemove={() => setPhotos(photos.filter((_, j) => j !== i))}
            disabled={busy}
          >
            <img src={p.kind === 'kept' ? p.url : p.preview} alt="" />
          </RemovableThumb>
        ))}
        {photos.length < P.maxPhotos ? (
          <AddFileTile
            icon="＋"
            label={t('reviews.write.addPhoto')}
            extensions={P.photoExtensions}
            multiple
            disabled={busy}
            onFiles={pickPhotos}
          />
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
      <div className="ui-thumbs rform__thumbs">
        {video ? (
          <RemovableThumb label={t('reviews.write.removeVideo')} onRemove={() => setVideo(null)} disabled={busy}>
            {video.kind === 'new' ? (
              <video src={video.preview} muted playsInline preload="metadata" />
            ) : video.posterUrl ? (
              <img src={video.posterUrl} alt="" />
            ) : (
              <span className="rform__play">▶</span>
            )}
          </RemovableThumb>
        ) : (
          <AddFileTile
            icon="▶"
            label={t('reviews.write.addVideo')}
            extensions={P.videoExtensions}
            disabled={busy}
            onFiles={(files) => pickVideo(files[0])}
          />
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
  return <UploadProgress label={label} pct={phase.step === 'saving' ? undefined : phase.pct} />;
}
