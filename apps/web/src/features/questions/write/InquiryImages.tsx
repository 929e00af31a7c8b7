import { useT } from '../../../shared/i18n';
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
        <div className="qthumbs" data-testid="photo-previews">
          {previews.map((u, i) => (
            <button
              key={u}
              type="button"
              className="qthumb"
              aria-label={t('questions.write.removeImage', { n: i + 1 })}
              onClick={() => setFiles(files.filter((_, j) => j !== i))}
              disabled={busy}
            >
              <img src={u} alt="" />
              <span aria-hidden="true">✕</span>
            </button>
          ))}
          {files.length < max ? (
            <label className="qthumb qthumb--add">
              <span aria-hidden="true">＋</span>
              {t('questions.write.addImage')}
              <input
                className="ui-file"
                type="file"
                accept={IMAGE_EXTENSIONS.map((x) => `.${x}`).join(',')}
                multiple
                disabled={busy}
                onChange={(e) => {
                  pick(Array.from(e.target.files ?? []));
                  e.target.value = '';
                }}
              />
            </label>
          ) : null}
        </div>
      </div>
      {phase ? (
        <div className="ui-progress" role="status" aria-live="polite" data-testid="upload-progress">
          <span>
            {phase === 'sending' ? t('questions.write.sending') : t('questions.write.uploading', { pct: phase.pct })}
          </span>
          <progress max={100} value={phase === 'sending' ? undefined : phase.pct} />
        </div>
      ) : null}
    </>
  );
}
