import { Link, useParams } from 'react-router';
import { useLocale, useT } from '../../shared/i18n';
import { ButtonLink, EmptyState, Page, ProductImage, Spinner } from '../../shared/ui';
import { useQuestion, useReadOnOpen } from './api/get-question';
import { formatDateTime, StateChip } from './QuestionParts';
import '../../shared/ui/form-parts.css';
import './questions.css';

/** /RecieveCors/{corsNum}: one inquiry and its answer, opened by its number as a notification link does. */
export function RecieveCorsScreen() {
  const t = useT();
  const [locale] = useLocale();
  const corsNum = useParams().corsNum ?? '';
  const q = useQuestion(corsNum);
  const x = q.data?.question;
  // the server marked it read when the asker opened it: the lists' unread marks change
  useReadOnOpen(x?.state);

  if (q.isPending) return <Spinner label={t('common.loading')} />;
  if (!x)
    return (
      <Page title={t('screens.RecieveCors')}>
        <EmptyState
          title={q.error?.message ?? t('questions.cors.notFound')}
          action={<Link to="/myQna">{t('questions.cors.list')} ›</Link>}
        />
      </Page>
    );
  return (
    <Page title={t('screens.RecieveCors')} className="questions">
      <article className="qcors" data-testid="cors-detail">
        <p className="qitem__eyebrow">
          {t(`questions.kind.${x.kind}`)} · {t('questions.my.number', { num: x.corsNum })}
        </p>
        {x.product ? (
          <Link
            to={`/Product/${x.product.prdtSysId}`}
            className="ui-prod qprod--flat"
            aria-label={t('questions.cors.product')}
          >
            <ProductImage src={x.product.squareImageUrl} alt="" className="qprod__img" />
            <span>
              <small>{x.product.brandName}</small>
              {x.product.name}
            </span>
          </Link>
        ) : null}
        <h2 className="qcors__h">
          {t('questions.cors.question')} <StateChip q={x} />
        </h2>
        <p className="qitem__who">{formatDateTime(x.createdAt, locale)}</p>
        {x.title ? <strong className="qitem__title">{x.title}</strong> : null}
        <p className="qcors__text">{x.hidden ? t('questions.secretHidden') : x.content}</p>
        {x.images.length ? (
          <div className="qitem__imgs">
            {x.images.map((src) => (
              <img key={src} src={src} alt="" />
            ))}
          </div>
        ) : null}
        <h2 className="qcors__h">{t('questions.cors.answer')}</h2>
        {x.answer ? (
          <div className="qanswer" data-testid="question-answer">
            <p className="qanswer__by">
              {t(`questions.by.${x.answer.by}`)} · {formatDateTime(x.answer.answeredAt, locale)}
            </p>
            <p className="qanswer__text">{x.answer.content}</p>
          </div>
        ) : (
          <p className="qanswer qanswer--wait">{t('questions.cors.waiting')}</p>
        )}
      </article>
      <div className="qpad">
        <ButtonLink to="/myQna" variant="outline" block>
          {t('questions.cors.list')}
        </ButtonLink>
      </div>
    </Page>
  );
}
