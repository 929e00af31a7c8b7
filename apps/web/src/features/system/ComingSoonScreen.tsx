import { useT } from '../../shared/i18n';
import { useScreen } from '../../shared/route-context';
import { ButtonLink, EmptyState, Header, IconHourglass } from '../../shared/ui';

/** Every route whose screen belongs to later work shows this, naming the screen. */
export function ComingSoonScreen() {
  const t = useT();
  const { name } = useScreen();
  const title = name ? t(`screens.${name}`) : t('system.comingSoon.title');
  return (
    <div className="page">
      <Header title={title} />
      <main className="page__body">
        <EmptyState
          icon={<IconHourglass size={34} />}
          title={t('system.comingSoon.title')}
          description={t('system.comingSoon.desc', { screen: title })}
          action={
            <ButtonLink to="/" variant="outline" size="md">
              {t('system.goHome')}
            </ButtonLink>
          }
        />
      </main>
    </div>
  );
}
