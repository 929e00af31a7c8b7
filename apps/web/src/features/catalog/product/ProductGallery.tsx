import { useRef, useState } from 'react';
import { swipeStep, type ProductDetail } from '@lc/contracts';
import { useT } from '../../../shared/i18n';
import { ProductImage } from '../../../shared/ui';

/** The images, swiped, with the position and the sold-out flag. */
export function ProductGallery({ p }: { p: ProductDetail }) {
  const t = useT();
  const [image, setImage] = useState(0);
  const soldOut = p.isSoldout === 1;
  // a mouse drag swipes too (touch scrolls natively): one picture past UI_POLICY.dragSwipePx (shopping §9)
  const dragFrom = useRef<number | null>(null);
  return (
    <div className="gallery" aria-label={t('catalog.product.images')}>
      <div
        className="gallery__track"
        onScroll={(e) => {
          const el = e.currentTarget;
          setImage(Math.round(el.scrollLeft / Math.max(el.clientWidth, 1)));
        }}
        onPointerDown={(e) => {
          if (e.pointerType === 'mouse') dragFrom.current = e.clientX;
        }}
        onPointerUp={(e) => {
          const from = dragFrom.current;
          dragFrom.current = null;
          if (from === null) return;
          const step = swipeStep(from - e.clientX);
          const el = e.currentTarget;
          const next = Math.min(Math.max(image + step, 0), p.images.length - 1);
          if (step !== 0) el.scrollTo({ left: next * el.clientWidth, behavior: 'smooth' });
        }}
        onDragStart={(e) => e.preventDefault()}
        data-testid="gallery-track"
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
