import { useT } from '../../shared/i18n';
import { Button, ButtonLink, Header, useGoBack } from '../../shared/ui';

/** '/404': where every unknown path lands (shopping §2, live §2). */
export function NotFoundScreen() {
  const t = useT();
  const goBack = useGoBack();
  return (
    <div className="page">
      <Header title={t('screens.NotFound')} />
      <main className="page__body notfound">
        <p className="notfound__code" aria-hidden="true">
          404
        </p>
        <h2 className="notfound__title">{t('system.notFound.title')}</h2>
        <p className="notfound__desc">{t('system.notFound.desc')}</p>
        <div className="notfound__actions">
          <ButtonLink to="/" block size="lg">
            {t('system.goHome')}
          </ButtonLink>
          <Button variant="outline" block size="lg" onClick={goBack}>
            {t('system.goBack')}
          </Button>
        </div>
      </main>
    </div>
  );
}
