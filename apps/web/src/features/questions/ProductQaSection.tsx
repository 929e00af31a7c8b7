import { Link } from 'react-router';
import type { ProductSectionProps } from '../../shared/product-sections';
import { useT } from '../../shared/i18n';
import { useProductQuestions } from './api/get-product-questions';
import { QuestionList } from './QuestionParts';
import '../../shared/ui/form-parts.css';
import './questions.css';

const PREVIEW_ROWS = 3;

/** The product page's Q&A block: count, waiting count, the newest few questions and the full list link. */
export function ProductQaSection({ prdtSysId }: ProductSectionProps) {
  const t = useT();
  const q = useProductQuestions(prdtSysId, false, PREVIEW_ROWS);
  const first = q.data?.pages[0];
  return (
    <section className="pblock questions" aria-labelledby="qa-h" data-testid="product-qa">
      <h3 id="qa-h" className="pblock__title">
        {t('questions.section.title')}
        {first ? <span className="qsec__cnt">{first.totalCount.toLocaleString()}</span> : null}
      </h3>
      {first && first.questions.length > 0 ? (
        <QuestionList questions={first.questions} className="qlist qlist--flat" />
      ) : first ? (
        <p className="qsec__empty">{t('questions.section.empty')}</p>
      ) : null}
      <Link className="pblock__link" to={`/ProductQa/${prdtSysId}`}>
        {t('questions.section.all')} ›
      </Link>
    </section>
  );
}
