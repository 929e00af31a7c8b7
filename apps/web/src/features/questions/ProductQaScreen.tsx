import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useT } from '../../shared/i18n';
import { useInfiniteScroll } from '../../shared/infinite';
import { Button, EmptyState, Page, ProductImage, Spinner } from '../../shared/ui';
import { useProduct } from '../../shared/api/catalog';
import { useProductQuestions } from './api/get-product-questions';
import { AskSheet, QuestionList, useAskGate } from './QuestionParts';
import '../../shared/ui/form-parts.css';
import './questions.css';

/** /ProductQa/{prdtSysId}: the product's questions (secret ones masked unless mine) and the ask form. */
export function ProductQaScreen() {
  const t = useT();
  const id = Number(useParams().prdtSysId);
  const product = useProduct(id);
  const [mine, setMine] = useState(false);
  const [asking, setAsking] = useState(false);
  const gate = useAskGate();
  const q = useProductQuestions(id, mine);
  useInfiniteScroll({ hasMore: !!q.hasNextPage, busy: q.isFetchingNextPage, onMore: () => void q.fetchNextPage() });
  const first = q.data?.pages[0];
  const list = q.data?.pages.flatMap((p) => p.questions) ?? [];
  const p = product.data?.product;
  return (
    <Page title={t('screens.ProductQa')} className="questions">
      {p ? (
        <Link to={`/Product/${p.prdtSysId}`} className="ui-prod">
          <ProductImage src={p.squareImageUrl} alt="" className="qprod__img" />
          <span>
            <small>{p.brandName}</small>
            {p.name}
          </span>
        </Link>
      ) : null}
      <div className="qbar">
        <p>
          {t('questions.section.count', { count: first?.totalCount ?? 0 })}
          {first && first.waitingCnt > 0 ? ` · ${t('questions.section.waiting', { count: first.waitingCnt })}` : ''}
        </p>
        <label className="qform__check">
          <input type="checkbox" checked={mine} onChange={(e) => gate(() => setMine(e.target.checked))} />
          {t('questions.qa.mine')}
        </label>
      </div>
      <div className="qpad">
        <Button block variant="outline" onClick={() => gate(() => setAsking(true))}>
          {t('questions.qa.ask')}
        </Button>
      </div>
      {q.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : list.length === 0 ? (
        <EmptyState title={q.error?.message ?? t('questions.qa.empty')} />
      ) : (
        <QuestionList questions={list} className="qlist" label={t('screens.ProductQa')} />
      )}
      {q.isFetchingNextPage ? <Spinner label={t('common.loading')} /> : null}
      {asking ? <AskSheet prdtSysId={id} productName={p?.name ?? null} onClose={() => setAsking(false)} /> : null}
    </Page>
  );
}
