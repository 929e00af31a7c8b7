import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { RC, REVIEW_POLICY as P, resultMessage } from '@lc/contracts';
import { useLocale, useT } from '../../shared/i18n';
import { useSession } from '../../shared/session';
import { EmptyState, Page, Spinner } from '../../shared/ui';
import { useReview } from './api/get-review';
import { useWritableItem } from './api/get-writable';
import { postReview } from './api/post-review';
import { putReview } from './api/put-review';
import { ReviewForm } from './write/ReviewForm';
import { useNoPhoneNotice } from './write/useNoPhoneNotice';
import '../../shared/ui/form-parts.css';
import './reviews.css';

export { useNoPhoneNotice } from './write/useNoPhoneNotice';

/** /ReviewWrite/{prdtSysId}/{orderSysId}/{orderPrdtSysId}/{type?}: a review of one confirmed order line. */
export function ReviewWriteScreen() {
  const t = useT();
  const params = useParams();
  const { userSysId } = useSession();
  const prdtSysId = Number(params.prdtSysId);
  const orderSysId = Number(params.orderSysId);
  const orderPrdtSysId = Number(params.orderPrdtSysId);
  const item = useWritableItem(userSysId, orderPrdtSysId);
  const [locale] = useLocale();
  const noPhone = useNoPhoneNotice();
  const phoneRequired = item.data?.phoneRequired === true;
  useEffect(() => {
    if (phoneRequired) void noPhone(resultMessage(RC.REVIEW_PHONE_REQUIRED, locale));
  }, [phoneRequired, noPhone, locale]);
  if (item.isPending || phoneRequired) return <Spinner label={t('common.loading')} />;
  if (!item.data || item.data.product.prdtSysId !== prdtSysId || item.data.orderSysId !== orderSysId)
    return (
      <Page title={t('screens.ReviewWrite')}>
        <EmptyState
          title={item.error?.message ?? t('reviews.write.notWritable', { days: P.windowDays })}
          action={<Link to="/MyReview">{t('screens.MyReview')} ›</Link>}
        />
      </Page>
    );
  return (
    <ReviewForm
      title={t('screens.ReviewWrite')}
      product={item.data.product}
      optionName={item.data.optionName}
      existing={null}
      submit={(body) => postReview(prdtSysId, { orderSysId, orderPrdtSysId, ...body })}
      back={params.type === 'my' ? '/MyReview' : null}
    />
  );
}

/** /ReviewModify/{prdtSysId}/{prdtReviewSysId}/{type}: the writer edits the review (the whole review again). */
export function ReviewModifyScreen() {
  const t = useT();
  const params = useParams();
  const prdtSysId = Number(params.prdtSysId);
  const reviewId = Number(params.prdtReviewSysId);
  const q = useReview(prdtSysId, reviewId);
  if (q.isPending) return <Spinner label={t('common.loading')} />;
  if (!q.data || !q.data.review.isMine)
    return (
      <Page title={t('screens.ReviewModify')}>
        <EmptyState title={q.error?.message ?? t('reviews.notFound')} />
      </Page>
    );
  return (
    <ReviewForm
      title={t('screens.ReviewModify')}
      product={q.data.product}
      optionName={q.data.review.optionName}
      existing={q.data.review}
      submit={(body) => putReview(prdtSysId, reviewId, body)}
      back={params.type === 'my' ? '/MyReview' : null}
    />
  );
}
