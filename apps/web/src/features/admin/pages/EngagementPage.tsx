import { useAdminT } from '../i18n';

/** Questions and reviews: answered and moderated on their own screens (/admin/questions, /admin/reviews). */
export function EngagementPage() {
  const t = useAdminT();
  return (
    <section>
      <h1 className="adm-h1">{t('admin.nav.engagement')}</h1>
      <div className="adm-cards">
        <a className="adm-card adm-card--link" href="/admin/questions" data-testid="link-questions">
          <b>{t('admin.engagement.questions')}</b>
          <span>{t('admin.engagement.questionsBody')}</span>
        </a>
        <a className="adm-card adm-card--link" href="/admin/reviews" data-testid="link-reviews">
          <b>{t('admin.engagement.reviews')}</b>
          <span>{t('admin.engagement.reviewsBody')}</span>
        </a>
      </div>
    </section>
  );
}
