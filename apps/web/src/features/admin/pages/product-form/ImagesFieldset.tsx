import { useAdminT } from '../../i18n';
import type { Upload } from './useImageUploads';

/** The images (the first is the main one), a file input for more, each upload's progress. */
export function ImagesFieldset({
  images,
  uploads,
  onFiles,
  onRemove,
  missing,
}: {
  images: string[];
  uploads: Upload[];
  onFiles: (files: FileList | null) => void;
  onRemove: (url: string) => void;
  /** the schema refused the images (none) */
  missing: boolean;
}) {
  const t = useAdminT();
  return (
    <fieldset className="adm-fieldset">
      <legend>{t('admin.products.images')}</legend>
      <div className="adm-images">
        {images.map((url, i) => (
          <figure key={url}>
            <img src={url} alt="" width={96} height={96} data-testid="product-image" />
            <figcaption>
              {i === 0 ? t('admin.products.mainImage') : null}
              <button type="button" onClick={() => onRemove(url)}>
                {t('admin.form.remove')}
              </button>
            </figcaption>
          </figure>
        ))}
      </div>
      <input
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif"
        multiple
        aria-label={t('admin.products.addImage')}
        data-testid="product-image-input"
        onChange={(e) => {
          onFiles(e.target.files);
          e.target.value = '';
        }}
      />
      {uploads.map((u) => (
        <div key={u.id} className="adm-upload" data-testid="upload-progress">
          <span>{u.name}</span>
          <progress max={100} value={u.percent} aria-label={t('admin.products.uploading', { name: u.name })} />
          <span>{u.error ?? `${u.percent}%`}</span>
        </div>
      ))}
      {missing ? <small className="adm-field__error">{t('admin.products.imageRequired')}</small> : null}
    </fieldset>
  );
}
