import { useState } from 'react';
import type { ProductDetail } from '@lc/contracts';
import { useT } from '../../../shared/i18n';
import { ProductImage } from '../../../shared/ui';

/** The images, swiped, with the position and the sold-out flag. */
export function ProductGallery({ p }: { p: ProductDetail }) {
  const t = useT();
  const [image, setImage] = useState(0);
  const soldOut = p.isSoldout === 1;
  return (
    <div className="gallery" aria-label={t('catalog.product.images')}>
      <div
        className="gallery__track"
        onScroll={(e) => {
          const el = e.currentTarget;
          setImage(Math.round(el.scrollLeft / Math.max(el.clientWidth, 1)));
        }}
      >
        {p.images.map((src, i) => (
          <ProductImage key={src} src={src} alt={i === 0 ? p.name : ''} className="gallery__img" eager={i === 0} />
        ))}
      </div>
      <span className="gallery__count">
        {image + 1} / {p.images.length}
      </span>
      {soldOut ? <span className="gallery__flag">{t('product.soldOut')}</span> : null}
    </div>
  );
}
