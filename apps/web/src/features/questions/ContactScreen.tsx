import { CUSTOMER_CENTRE_HOURS } from '@lc/contracts';
import { useLocale, useT } from '../../shared/i18n';
import { ButtonLink, LinkList, Page, Spinner } from '../../shared/ui';
import { useCentreHours } from './api/get-centre-hours';
import { formatDateTime } from './QuestionParts';
import '../../shared/ui/form-parts.css';
import './questions.css';

/**
 * /Contact: the customer centre. Hours weekdays 09:00–18:00, lunch 12:00–13:00, closed at weekends and
 * on public holidays (shopping §9); "open now / closed" comes from the server's clock and holiday list.
 */
export function ContactScreen() {
  const t = useT();
  const [locale] = useLocale();
  const q = useCentreHours();
  const h = q.data?.hours ?? CUSTOMER_CENTRE_HOURS;
  const s = q.data;
  return (
    <Page title={t('screens.Contact')} className="questions">
      <section className="qcentre" aria-labelledby="centre-h">
        <h2 id="centre-h" className="qcentre__title">
          {t('questions.contact.title')}
        </h2>
        {q.isPending ? (
          <Spinner label={t('common.loading')} />
        ) : s ? (
          <div className={s.openNow ? 'qstatus is-open' : 'qstatus'} role="status" data-testid="centre-status">
            <strong>{s.openNow ? t('questions.contact.openNow') : t('questions.contact.closed')}</strong>
            <span>
              {t(`questions.contact.state.${s.state}`, {
                lunchEnd: h.lunchEnd,
                open: h.open,
                name: s.holidayName ?? '',
              })}
            </span>
            {s.nextOpenAt ? (
              <small>{t('questions.contact.nextOpen', { when: formatDateTime(s.nextOpenAt, locale) })}</small>
            ) : null}
          </div>
        ) : null}
        <dl className="qhours">
          <dt>{t('questions.contact.hours')}</dt>
          <dd>{t('questions.contact.weekdays', { open: h.open, close: h.close })}</dd>
          <dd>{t('questions.contact.lunch', { start: h.lunchStart, end: h.lunchEnd })}</dd>
          <dd>{t('questions.contact.off')}</dd>
          <dd className="ui-hint">{t('questions.contact.kst')}</dd>
        </dl>
        <ButtonLink to="/WriteQna" block size="lg">
          {t('questions.contact.inquiry')}
        </ButtonLink>
        <p className="ui-hint">{t('questions.contact.inquiryHint')}</p>
      </section>
      <LinkList
        items={[
          { to: '/myQna', label: t('questions.contact.myQna') },
          { to: '/CustomerMain', label: t('questions.contact.faq') },
        ]}
      />
    </Page>
  );
}
