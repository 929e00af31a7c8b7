import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { QUESTION_POLICY, type AnswerQueueEntry } from '@lc/contracts';
import { ApiError } from '../../shared/api/client';
import { useLocale, useT } from '../../shared/i18n';
import { useInfiniteScroll } from '../../shared/infinite';
import { Button, EmptyState, FormError, Page, Spinner } from '../../shared/ui';
import { useAnswerQueue, type QueueKind, type QueueState } from './api/get-answer-queue';
import { useAnswerQuestion } from './api/post-answer';
import { formatDateTime, StateChip } from './QuestionParts';
import '../../shared/ui/admin.css';
import '../../shared/ui/form-parts.css';
import './questions.css';

const STATES: QueueState[] = ['waiting', 'answered', 'all'];
const KINDS: QueueKind[] = ['all', 'product', 'inquiry'];

/**
 * /admin/questions: the operator's answer queue (staff: everything; a brand seller: its brands' product
 * questions and order inquiries), waiting first, with an answer form on each. A page a back-office links to.
 */
export function AdminQuestionsScreen() {
  const t = useT();
  const [state, setState] = useState<QueueState>('waiting');
  const [kind, setKind] = useState<QueueKind>('all');
  const q = useAnswerQueue(state, kind);
  useInfiniteScroll({ hasMore: !!q.hasNextPage, busy: q.isFetchingNextPage, onMore: () => void q.fetchNextPage() });
  const first = q.data?.pages[0];
  const list = q.data?.pages.flatMap((p) => p.questions) ?? [];
  const refused = q.error instanceof ApiError && (q.error.status === 403 || q.error.status === 401);
  return (
    <Page title={t('screens.AdminQuestions')} className="admin questions">
      <nav className="anav">
        <Link to="/admin/reviews">{t('questions.admin.reviews')} ›</Link>
      </nav>
      {refused ? (
        <EmptyState title={t('questions.admin.forbidden')} description={q.error?.message} />
      ) : (
        <>
          <div className="afilters">
            <div className="qtabs" role="group" aria-label={t('questions.admin.answer')}>
              {STATES.map((s) => (
                <button key={s} type="button" aria-pressed={state === s} onClick={() => setState(s)}>
                  {t(`questions.admin.state.${s}`)}
                </button>
              ))}
            </div>
            <select
              className="field__input afilters__select"
              value={kind}
              aria-label={t('questions.write.mode')}
              onChange={(e) => setKind(e.target.value as QueueKind)}
            >
              {KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(`questions.admin.kind.${k}`)}
                </option>
              ))}
            </select>
          </div>
          {first ? (
            <p className="qpad ui-hint" data-testid="queue-summary">
              {t('questions.admin.waitingCnt', { count: first.waitingCnt })} ·{' '}
              {first.scope.staff ? t('questions.admin.scopeStaff') : t('questions.admin.scopeBrand')}
            </p>
          ) : null}
          {q.isPending ? (
            <Spinner label={t('common.loading')} />
          ) : list.length === 0 ? (
            <EmptyState title={q.error?.message ?? t('questions.admin.empty')} />
          ) : (
            <ul className="alist">
              {list.map((x) => (
                <QueueItem key={x.questionSysId} x={x} />
              ))}
            </ul>
          )}
          {q.isFetchingNextPage ? <Spinner label={t('common.loading')} /> : null}
        </>
      )}
    </Page>
  );
}

function QueueItem({ x }: { x: AnswerQueueEntry }) {
  const t = useT();
  const [locale] = useLocale();
  const [text, setText] = useState(x.answer?.content ?? '');
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const answer = useAnswerQuestion({ onAnswered: () => setNote(t('questions.admin.sent')) });
  const [busy, setBusy] = useState(false);
  const send = async (e: FormEvent) => {
    e.preventDefault();
    if (!text.trim()) return setError(t('questions.admin.needAnswer'));
    setBusy(true);
    setError(null);
    try {
      await answer.mutateAsync({ questionSysId: x.questionSysId, answer: text.trim() });
    } catch (err) {
      setError(err instanceof ApiError ? err.message : t('questions.rules.failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className="aitem" data-testid="queue-item">
      <div className="aitem__meta">
        <StateChip q={x} />
        <span>{t(`questions.kind.${x.kind}`)}</span>
        <span>{t('questions.my.number', { num: x.corsNum })}</span>
        {x.isSecret ? <span className="qchip qchip--secret">🔒 {t('questions.secret')}</span> : null}
        {x.broadcastScheduleSysId ? <span className="qchip qchip--live">{t('questions.admin.fromLive')}</span> : null}
        <time dateTime={x.createdAt}>{formatDateTime(x.createdAt, locale)}</time>
      </div>
      {x.product ? (
        <p className="aitem__prod">
          {x.product.brandName} · {x.product.name}
        </p>
      ) : null}
      <p className="qitem__who">
        {t('questions.admin.asker', { nick: x.askerNickName })}
        {x.contactName || x.contact
          ? ` · ${t('questions.admin.contact', { name: x.contactName ?? '', contact: x.contact ?? '' })}`
          : ''}
      </p>
      {x.title ? <strong className="qitem__title">{x.title}</strong> : null}
      <p className="aitem__q" data-testid="queue-question">
        {x.content}
      </p>
      {x.images.length ? (
        <div className="qitem__imgs">
          {x.images.map((src) => (
            <a key={src} href={src} target="_blank" rel="noreferrer">
              <img src={src} alt="" />
            </a>
          ))}
        </div>
      ) : null}
      <form onSubmit={(e) => void send(e)} className="aitem__form" noValidate>
        <label className="ui-label">
          {t('questions.admin.answer')}
          <textarea
            className="ui-textarea"
            rows={4}
            maxLength={QUESTION_POLICY.answerMaxLength}
            value={text}
            placeholder={t('questions.admin.answerPlaceholder')}
            onChange={(e) => setText(e.target.value)}
          />
        </label>
        <FormError message={error} />
        {note ? (
          <p className="aitem__ok" role="status">
            {note}
          </p>
        ) : null}
        <Button type="submit" size="sm" busy={busy} disabled={busy}>
          {x.answer ? t('questions.admin.edit') : t('questions.admin.send')}
        </Button>
      </form>
    </li>
  );
}
