import { useT } from '../../shared/i18n';
import { useSession } from '../../shared/session';
import { Button, EmptyState, Header, Spinner } from '../../shared/ui';
import { useUnblockMutation } from './api/delete-block';
import { useBlocks } from './api/get-blocks';
import './users.css';

/** '/BlockList': members I blocked (their chat is hidden from me); unblock here. */
export function BlockListScreen() {
  const t = useT();
  const { userSysId } = useSession();
  const blocks = useBlocks(userSysId);
  const unblock = useUnblockMutation(userSysId ?? 0);
  return (
    <div className="page">
      <Header title={t('screens.BlockList')} />
      <main className="page__body u-body">
        {blocks.isPending ? (
          <Spinner label={t('common.loading')} center />
        ) : !blocks.data?.blocks.length ? (
          <EmptyState title={t('users.blocks.empty')} description={t('users.blocks.hint')} />
        ) : (
          <ul className="u-cards">
            {blocks.data.blocks.map((b) => (
              <li key={b.userSysId} className="u-card u-card--row">
                <div>
                  <strong>{b.nickName}</strong>
                  <p>{t('users.blocks.since', { date: b.blockedAt.slice(0, 10) })}</p>
                </div>
                <Button size="sm" variant="outline" onClick={() => unblock.mutate(b.userSysId)}>
                  {t('users.blocks.unblock')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </main>
    </div>
  );
}
