import { useT } from '../../../shared/i18n';
import { AddFileTile, RemovableThumb, UploadProgress } from '../../../shared/ui';
import { IMAGE_EXTENSIONS, IMAGE_MAX_MB, type InquiryForm } from './useInquiryForm';

/** The inquiry's images (previews, removal, the picker) and the upload progress. */
export function InquiryImages({ f }: { f: InquiryForm }) {
  const t = useT();
  const { files, setFiles, previews, max, phase, busy, pick } = f;
  return (
    <>
      <div className="ui-label">
        {t('questions.write.images', { n: files.length, max })}
        <small className="ui-hint">{t('questions.write.imageRule', { max, mb: IMAGE_MAX_MB })}</small>
        <div className="ui-thumbs" data-testid="photo-previews">
          {previews.map((u, i) => (
            <RemovableThumb
              key={u}
              label={t('questions.write.removeImage', { n: i + 1 })}
              onRemove={() => setFiles(files.filter((_, j) => j !== i))}
              disabled={busy}
            >
              <img src={u} alt="" />
            </RemovableThumb>
          ))}
          {files.length < max ? (
            <AddFileTile
              icon="＋"
              label={t('questions.write.addImage')}
              extensions={IMAGE_EXTENSIONS}
              multiple
              disabled={busy}
              onFiles={pick}
            />
          ) : null}
        </div>
      </div>
      {phase ? (
        <UploadProgress
          label={
            phase === 'sending' ? t('questions.write.sending') : t('questions.write.uploading', { pct: phase.pct })
          }
          pct={phase === 'sending' ? undefined : phase.pct}
        />
      ) : null}
    </>
  );
}
