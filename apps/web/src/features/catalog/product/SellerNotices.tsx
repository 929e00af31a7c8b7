import type { ProductDetail } from '@lc/contracts';
import { useT } from '../../../shared/i18n';
import { useSellerNotice } from '../api/get-seller-notice';

/** The seller's notices for this brand, folded. */
export function SellerNotices({ p }: { p: ProductDetail }) {
  const t = useT();
  const notices = useSellerNotice(p.sellerSysId, p.brandSysId);
  if (!notices.data || notices.data.notices.length === 0) return null;
  return (
    <section className="pblock" aria-labelledby="notice-h">
      <h3 id="notice-h" className="pblock__title">
        {t('catalog.product.sellerNotice')}
      </h3>
      {notices.data.notices.map((n) => (
        <details key={n.sellerNoticeSysId} className="notice">
          <summary>{n.title}</summary>
          <p>{n.content}</p>
        </details>
      ))}
    </section>
  );
}
