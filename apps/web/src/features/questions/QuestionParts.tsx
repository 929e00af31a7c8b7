import { useRef, useState, type FormEvent, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { useNavigate } from 'react-router';
import {
  PRODUCT_QUESTION_TYPES,
  QUESTION_POLICY,
  hasSpecialCharacters,
  hasText,
  lineBreaksOf,
  type Question,
} from '@lc/contracts';
import { ApiError } from '../../shared/api/client';
import { ask, notify } from '../../shared/dialog';
import { useLocale, useT, type TFunction } from '../../shared/i18n';
import { notifyDemoRestricted, rememberLandingPage, useSession } from '../../shared/session';
import { FormSheet } from '../../shared/ui';
import { usePostProductQuestionMutation } from './api/post-product-question';

export const formatDateTime = (iso: string, locale: 'ko' | 'en') =>
  new Date(iso).toLocaleString(locale === 'en' ? 'en-GB' : 'ko-KR', {
    timeZone: 'Asia/Seoul',
    dateStyle: 'medium',
    timeStyle: 'short',
  });
export const formatDay = (iso: string, locale: 'ko' | 'en') =>
  new Date(iso).toLocaleDateString(locale === 'en' ? 'en-GB' : 'ko-KR', { timeZone: 'Asia/Seoul' });

/** The spec's inquiry text rules (shopping §5, §8): non-empty after removing spaces, no special characters, length. */
export function inquiryTextProblem(text: string, t: TFunction): string | null {
  if (!hasText(text)) return t('questions.rules.empty');
  if (hasSpecialCharacters(text)) return t('questions.rules.special');
  if (lineBreaksOf(text) > QUESTION_POLICY.maxLineBreaks)
    return t('questions.rules.breaks', { max: QUESTION_POLICY.maxLineBreaks });
  if (text.length > QUESTION_POLICY.maxLength) return t('questions.rules.tooLong', { max: QUESTION_POLICY.maxLength });
  return null;
}

/**
 * A text area for inquiry text: a new line that would make more than 7 line breaks is refused
 * (shopping §5, §9; live §5), as the player's modal does.
 */
export function InquiryTextarea({
  value,
  onValue,
  ...rest
}: Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onChange'> & {
  value: string;
  onValue: (v: string) => void;
}) {
  return (
    <textarea
      {...rest}
      value={value}
      maxLength={QUESTION_POLICY.maxLength}
      onKeyDown={(e) => {
        if (e.key === 'Enter' && lineBreaksOf(value) >= QUESTION_POLICY.maxLineBreaks) e.preventDefault();
      }}
      onChange={(e) => {
        const next = e.target.value;
        // typing or pasting past the cap keeps the previous text; removing lines is always allowed
        if (lineBreaksOf(next) > QUESTION_POLICY.maxLineBreaks && lineBreaksOf(next) > lineBreaksOf(value)) return;
        onValue(next);
      }}
    />
  );
}

export function StateChip({ q }: { q: Pick<Question, 'state'> }) {
  const t = useT();
  return (
    <span className={q.state === 'answered' ? 'qchip qchip--done' : 'qchip'} data-testid="answer-state">
      {t(`questions.state.${q.state}`)}
    </span>
  );
}

/** Questions of a product, one opened at a time (the product page's preview and /ProductQa). */
export function QuestionList({
  questions,
  className,
  label,
}: {
  questions: Question[];
  className: string;
  label?: string;
}) {
  const [open, setOpen] = useState<number | null>(null);
  return (
    <ul className={className} aria-label={label}>
      {questions.map((x) => (
        <QuestionItem
          key={x.questionSysId}
          q={x}
          open={open === x.questionSysId}
          onToggle={() => setOpen(open === x.questionSysId ? null : x.questionSysId)}
        />
      ))}
    </ul>
  );
}

/** One question with its answer; a secret one shows its text only to its asker (the server masks it). */
export function QuestionItem({
  q,
  open,
  onToggle,
  showProduct = false,
  eyebrow,
}: {
  q: Question;
  open: boolean;
  onToggle: () => void;
  showProduct?: boolean;
  /** a line above the question (its kind and number in /myQna) */
  eyebrow?: ReactNode;
}) {
  const t = useT();
  const [locale] = useLocale();
  const unread = q.isMine && q.state === 'answered' && !q.isRead;
  return (
    <li className={open ? 'qitem is-open' : 'qitem'} data-testid="question-item">
      {eyebrow ? <p className="qitem__eyebrow">{eyebrow}</p> : null}
      <button
        type="button"
        className="qitem__head"
        aria-expanded={open}
        onClick={onToggle}
        disabled={q.hidden}
        aria-label={q.hidden ? t('questions.secretHidden') : undefined}
      >
        <span className="qitem__meta">
          <StateChip q={q} />
          {q.isSecret ? <span className="qchip qchip--secret">🔒 {t('questions.secret')}</span> : null}
          {unread ? (
            <span className="qdot" data-testid="unread-mark">
              {t('questions.unread')}
            </span>
          ) : null}
          <span className="qitem__who">
            {q.nickName} · {formatDay(q.createdAt, locale)}
          </span>
        </span>
        {showProduct && q.product ? <span className="qitem__prod">{q.product.name}</span> : null}
        {q.title ? <strong className="qitem__title">{q.title}</strong> : null}
        <span className={open ? 'qitem__text' : 'qitem__text qitem__text--clamp'}>
          {q.hidden ? t('questions.secretHidden') : q.content}
        </span>
      </button>
      {open && !q.hidden ? (
        <div className="qitem__more">
          {q.images.length ? (
            <div className="qitem__imgs">
              {q.images.map((src) => (
                <img key={src} src={src} alt="" loading="lazy" />
              ))}
            </div>
          ) : null}
          {q.answer ? (
            <div className="qanswer" data-testid="question-answer">
              <p className="qanswer__by">
                <b>A</b> {t(`questions.by.${q.answer.by}`)} · {formatDateTime(q.answer.answeredAt, locale)}
              </p>
              <p className="qanswer__text">{q.answer.content}</p>
            </div>
          ) : q.isMine ? (
            <p className="qanswer qanswer--wait">{t('questions.my.waitingNote')}</p>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

/** Product question form: type, text with the spec's rules, private flag; "inquiry registered", closes after 0.5 s. */
export function AskSheet({
  prdtSysId,
  productName,
  onClose,
}: {
  prdtSysId: number;
  productName: string | null;
  onClose: () => void;
}) {
  const t = useT();
  const [locale] = useLocale();
  const { isDemo } = useSession();
  const [type, setType] = useState<number>(0);
  const [content, setContent] = useState('');
  const [secret, setSecret] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const closing = useRef(false);
  const sendQuestion = usePostProductQuestionMutation(prdtSysId);
  const ready = productName !== null && hasText(content);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || closing.current) return;
    if (!ready) return notify(t('questions.rules.empty'));
    const problem = inquiryTextProblem(content, t);
    if (problem) return setError(problem);
    // the call is skipped in demo mode (shopping §5)
    if (isDemo) return notifyDemoRestricted();
    setBusy(true);
    setError(null);
    try {
      await sendQuestion.mutateAsync({ questionTypeCode: type, content, isSecret: secret });
      closing.current = true;
      void notify(t('questions.rules.registered'));
      window.setTimeout(onClose, QUESTION_POLICY.closeDelayMs);
    } catch (err) {
      // a failure is told, not swallowed (docs/deviations.md, issue 12)
      setError(err instanceof ApiError ? err.message : t('questions.rules.failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <FormSheet
      title={t('questions.qa.ask')}
      onClose={onClose}
      onSubmit={submit}
      error={error}
      busy={busy}
      submitDisabled={!ready || busy}
      cancelLabel={t('questions.qa.cancel')}
      submitLabel={t('questions.qa.submit')}
    >
      {productName ? <p className="qsheet__prod">{productName}</p> : <p>{t('questions.qa.noProduct')}</p>}
      <label className="ui-label">
        {t('questions.qa.type')}
        <select className="field__input" value={type} onChange={(e) => setType(Number(e.target.value))}>
          {PRODUCT_QUESTION_TYPES.map((x) => (
            <option key={x.code} value={x.code}>
              {x[locale]}
            </option>
          ))}
        </select>
      </label>
      <label className="ui-label">
        {t('questions.qa.content')}
        <InquiryTextarea
          className="ui-textarea"
          rows={6}
          value={content}
          onValue={setContent}
          placeholder={t('questions.qa.placeholder', { breaks: QUESTION_POLICY.maxLineBreaks })}
        />
        <small className="ui-hint">{t('questions.rules.specialHint')}</small>
      </label>
      <label className="qform__check">
        <input type="checkbox" checked={secret} onChange={(e) => setSecret(e.target.checked)} />
        {t('questions.qa.secret')}
      </label>
      <p className="ui-hint">{t('questions.qa.guide')}</p>
    </FormSheet>
  );
}

/** The ask button: members ask; a guest is offered the login (the question button needs login). */
export function useAskGate(): (open: () => void) => void {
  const t = useT();
  const navigate = useNavigate();
  const { isLogin } = useSession();
  return (open) => {
    if (isLogin) return open();
    void ask(t('questions.qa.login')).then((yes) => {
      if (!yes) return;
      rememberLandingPage(window.location.pathname);
      void navigate('/Login');
    });
  };
}
