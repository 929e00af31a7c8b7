import { useState } from 'react';
import type { Question } from '@lc/contracts';
import { useT } from '../../shared/i18n';
import { useInfiniteScroll } from '../../shared/infinite';
import { useSession } from '../../shared/session';
import { ButtonLink, EmptyState, Page, Spinner } from '../../shared/ui';
import { useMyQuestions, type MyQuestionKind } from './api/get-my-questions';
import { useQuestionReadMutation } from './api/patch-question-read';
import { QuestionItem } from './QuestionParts';
import '../../shared/ui/form-parts.css';
import './questions.css';

const KINDS: MyQuestionKind[] = ['all', 'product', 'inquiry'];

/** /myQna: my product questions and inquiries with their answer state and an unread mark; opening one marks it read. */
export function MyQnaScreen() {
  const t = useT();
  const { userSysId } = useSession();
  const markRead = useQuestionReadMutation(userSysId);
  const [kind, setKind] = useState<MyQuestionKind>('all');
  const [open, setOpen] = useState<number | null>(null);
  const q = useMyQuestions(userSysId, kind);
  useInfiniteScroll({ hasMore: !!q.hasNextPage, busy: q.isFetchingNextPage, onMore: () => void q.fetchNextPage() });
  const first = q.data?.pages[0];
  const list = q.data?.pages.flatMap((p) => p.questions) ?? [];

  const toggle = (x: Question) => {
    const opening = open !== x.questionSysId;
    setOpen(opening ? x.questionSysId : null);
    if (opening && userSysId && x.state === 'answered' && !x.isRead) {
      void markRead.mutateAsync(x.questionSysId).catch(() => undefined);
    }
  };

  return (
    <Page
      title={t('screens.myQna')}
      className="questions"
      headerRight={
        <ButtonLink to="/WriteQna" size="sm" variant="ghost">
          {t('questions.my.write')}
        </ButtonLink>
      }
    >
      <div className="qtabs" role="tablist">
        {KINDS.map((k) => (
          <button key={k} type="button" role="tab" aria-selected={kind === k} onClick={() => setKind(k)}>
            {t(`questions.my.${k}`)}
          </button>
        ))}
      </div>
      {first && first.unreadCnt > 0 ? (
        <p className="qunread" data-testid="unread-count">
          {t('questions.my.unread', { count: first.unreadCnt })}
        </p>
      ) : null}
      {q.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : list.length === 0 ? (
        <EmptyState
          title={q.error?.message ?? t('questions.my.empty')}
          action={<ButtonLink to="/WriteQna">{t('questions.my.write')}</ButtonLink>}
        />
      ) : (
        <ul className="qlist">
          {list.map((x) => (
            <QuestionItem
              key={x.questionSysId}
              q={x}
              open={open === x.questionSysId}
              onToggle={() => toggle(x)}
              showProduct
              eyebrow={`${t(`questions.kind.${x.kind}`)} · ${t('questions.my.number', { num: x.corsNum })}`}
            />
          ))}
        </ul>
      )}
      {q.isFetchingNextPage ? <Spinner label={t('common.loading')} /> : null}
    </Page>
  );
}
