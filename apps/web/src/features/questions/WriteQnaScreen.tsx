import { CUSTOMER_CENTRE_HOURS, QUESTION_POLICY } from '@lc/contracts';
import { useT } from '../../shared/i18n';
import { Button, FormError, Page } from '../../shared/ui';
import { InquiryTextarea } from './QuestionParts';
import { InquiryImages } from './write/InquiryImages';
import { InquiryKindFields } from './write/InquiryKindFields';
import { useInquiryForm } from './write/useInquiryForm';
import '../../shared/ui/form-parts.css';
import './questions.css';

/**
 * /WriteQna: a 1:1 inquiry in one of the nine categories or a personal inquiry of one of three types,
 * with up to five photos. With ?orderSysId&orderPrdtSysId it is an inquiry about that order line.
 */
export function WriteQnaScreen() {
  const t = useT();
  const f = useInquiryForm();
  const { mode, title, setTitle, content, setContent, error, busy, submit } = f;
  return (
    <Page title={t('screens.WriteQna')} className="questions">
      <form className="qform" onSubmit={(e) => void submit(e)} noValidate>
        <InquiryKindFields f={f} />
        {mode === 'inquiry' ? (
          <label className="ui-label">
            {t('questions.write.title')}
            <input
              className="field__input"
              value={title}
              maxLength={QUESTION_POLICY.titleMaxLength}
              onChange={(e) => setTitle(e.target.value)}
            />
          </label>
        ) : null}
        <label className="ui-label">
          {t('questions.write.content')}
          <InquiryTextarea
            className="ui-textarea"
            rows={8}
            value={content}
            onValue={setContent}
            placeholder={t('questions.write.placeholder')}
          />
          <small className="ui-hint">
            {t('questions.write.counter', { n: content.length, max: QUESTION_POLICY.maxLength })} ·{' '}
            {t('questions.rules.breaks', { max: QUESTION_POLICY.maxLineBreaks })}
          </small>
          <small className="ui-hint">{t('questions.rules.specialHint')}</small>
        </label>
        <InquiryImages f={f} />
        <FormError message={error} />
        <p className="ui-hint">
          {t('questions.write.hours', { open: CUSTOMER_CENTRE_HOURS.open, close: CUSTOMER_CENTRE_HOURS.close })}
        </p>
        <Button type="submit" block size="lg" busy={busy} disabled={busy}>
          {t('questions.write.submit')}
        </Button>
      </form>
    </Page>
  );
}
