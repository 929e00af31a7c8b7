import type { Role } from '@lc/contracts';
import type { useProfile } from '../../shared/api/users';
import { useT } from '../../shared/i18n';
import { Button, EmptyState, Spinner } from '../../shared/ui';

/** The member's initial, greeting, login id and role at the top of /MyPage (a retry when it failed). */
export function ProfileSection({
  user,
  nickName,
  currentRole,
}: {
  user: ReturnType<typeof useProfile>;
  nickName: string | null | undefined;
  currentRole: Role | null | undefined;
}) {
  const t = useT();
  const profile = user.data?.user;
  return (
    <section className="profile" aria-labelledby="profile-name">
      <div className="profile__avatar" aria-hidden="true">
        {(profile?.nickName ?? nickName ?? '?').slice(0, 1)}
      </div>
      <div className="profile__text">
        {user.isPending ? (
          <Spinner label={t('common.loading')} />
        ) : user.isError ? (
          <EmptyState
            title={t('common.loadFailed')}
            description={user.error.message}
            headingLevel={2}
            action={
              <Button variant="outline" size="sm" onClick={() => void user.refetch()}>
                {t('common.retry')}
              </Button>
            }
          />
        ) : (
          <>
            <h2 className="profile__name" id="profile-name">
              {t('mypage.hello', { name: profile?.nickName ?? '' })}
            </h2>
            <p className="profile__email">{profile?.userId}</p>
          </>
        )}
        {currentRole ? <span className="chip">{t(`mypage.roles.${currentRole}`)}</span> : null}
      </div>
    </section>
  );
}
