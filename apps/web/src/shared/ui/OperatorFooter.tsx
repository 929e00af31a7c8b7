import { useT } from '../i18n';
import { useOperator } from '../api/get-operator';
import { PurchaseSafetyNotice } from './PurchaseSafetyNotice';
import './compliance.css';

/**
 * The operator's identity (전자상거래법 제10조, 제13조) and the mediator statement (제20조 ①), from the
 * server's settings. Shown at the bottom of Home and My page.
 */
export function OperatorFooter() {
  const t = useT();
  const q = useOperator();
  const o = q.data?.operator;
  if (!o) return null;
  const rows: [string, string][] = [
    ['company', o.companyName],
    ['representative', o.representative],
    ['address', o.address],
    ['phone', o.phone],
    ['email', o.email],
    ['bizRegNo', o.bizRegNo],
    ['mailOrderNo', o.mailOrderNo],
    ['privacyOfficer', o.privacyOfficer],
    ['hostingProvider', o.hostingProvider],
  ];
  return (
    <footer className="opfooter" data-testid="operator-footer">
      <p className="opfooter__mediator">{t('compliance.footer.mediator', { company: o.companyName })}</p>
      <dl className="opfooter__list">
        {rows.map(([k, v]) => (
          <div key={k}>
            <dt>{t(`compliance.footer.${k}`)}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
      <PurchaseSafetyNotice o={o} />
      <a className="opfooter__ftc" href={o.ftcInfoUrl} target="_blank" rel="noopener noreferrer">
        {t('compliance.footer.ftcInfo')} ›
      </a>
    </footer>
  );
}
