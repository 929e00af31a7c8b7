import { Link } from 'react-router';
import { useT } from '../../shared/i18n';
import type { JoinTerms } from './join-terms';
import { MarketingConsentChecklist } from './MarketingConsentChecklist';

const ITEMS: { key: keyof JoinTerms; required: boolean; link?: string }[] = [
  { key: 'agreeService', required: true, link: '/TermsService' },
  { key: 'agreePrivacy', required: true, link: '/Privacy' },
  { key: 'agreeSellection1', required: false },
  { key: 'agreeSellection2', required: false },
];
export const NO_TERMS: JoinTerms = {
  agreeService: false,
  agreePrivacy: false,
  agreeSellection1: false,
  agreeSellection2: false,
  agreePush: false,
  agreeSms: false,
  agreeEmail: false,
  agreeNight: false,
};
export const requiredTermsAgreed = (v: JoinTerms) => v.agreeService && v.agreePrivacy;

/** The sign-up consents (RegStep00 and the social sign-up): all unchecked at first, two required. */
export function JoinTermsChecklist({ value: v, onChange }: { value: JoinTerms; onChange: (v: JoinTerms) => void }) {
  const t = useT();
  const all = (Object.keys(NO_TERMS) as (keyof JoinTerms)[]).every((k) => v[k]);
  return (
    <>
      <label className="check check--all">
        <input
          type="checkbox"
          checked={all}
          onChange={(e) =>
            onChange(
              Object.fromEntries(Object.keys(NO_TERMS).map((k) => [k, e.target.checked])) as unknown as JoinTerms,
            )
          }
        />
        <span>{t('auth.join.agreeAll')}</span>
      </label>
      <ul className="check-list">
        {ITEMS.map((i) => (
          <li key={i.key}>
            <label className="check">
              <input
                type="checkbox"
                name={i.key}
                checked={v[i.key]}
                onChange={(e) => onChange({ ...v, [i.key]: e.target.checked })}
              />
              <span>
                {t(i.required ? 'auth.join.required' : 'auth.join.optional')} {t(`auth.join.terms.${i.key}`)}
              </span>
            </label>
            {i.link ? (
              <Link to={i.link} className="check__link">
                {t('auth.join.view')}
              </Link>
            ) : null}
          </li>
        ))}
      </ul>
      <MarketingConsentChecklist value={v} onChange={onChange} />
    </>
  );
}
