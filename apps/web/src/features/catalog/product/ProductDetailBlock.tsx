import type { ProductDetail } from '@lc/contracts';
import { useT } from '../../../shared/i18n';
import { ProductImage, Spinner } from '../../../shared/ui';
import { useProductDetail } from '../api/get-product-detail';

/** The description, detail images, the information notice and the delivery and return guides. */
export function ProductDetailBlock({ p }: { p: ProductDetail }) {
  const t = useT();
  const detail = useProductDetail(p.prdtSysId);
  return (
    <section className="pblock" aria-labelledby="detail-h">
      <h3 id="detail-h" className="pblock__title">
        {t('catalog.product.detail')}
      </h3>
      {detail.data ? (
        <>
          <p className="pdesc">{detail.data.detail.description}</p>
          {detail.data.detail.detailImages.map((src) => (
            <ProductImage key={src} src={src} alt="" className="pdetail-img" />
          ))}
          <h4 className="pblock__sub">{t('catalog.product.infoNotice')}</h4>
          <dl className="kv kv--table">
            {detail.data.detail.infoNotice.map((n) => (
              <div key={n.label} className="kv__row">
                <dt>{n.label}</dt>
                <dd>{n.value}</dd>
              </div>
            ))}
          </dl>
          <h4 className="pblock__sub">{t('catalog.product.deliveryGuide')}</h4>
          <ul className="guide">
            {detail.data.detail.deliveryGuide.map((g) => (
              <li key={g}>{g}</li>
            ))}
          </ul>
          <h4 className="pblock__sub">{t('catalog.product.returnGuide')}</h4>
          <ul className="guide">
            {detail.data.detail.returnGuide.map((g) => (
              <li key={g}>{g}</li>
            ))}
          </ul>
        </>
      ) : (
        <Spinner label={t('common.loading')} />
      )}
    </section>
  );
}
