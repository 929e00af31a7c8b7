import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import {
  CUSTOMER_CENTRE_HOURS,
  INQUIRY_CATEGORIES,
  PERSONAL_INQUIRY_TYPES,
  QUESTION_POLICY,
  REVIEW_POLICY,
  hasSpecialCharacters,
  type QuestionWriteResponse,
} from '@lc/contracts';
import { ApiError } from '../../shared/api/client';
import { notify } from '../../shared/dialog';
import { useLocale, useT } from '../../shared/i18n';
import { useSession } from '../../shared/session';
import { Button, Page } from '../../shared/ui';
import { postConsulting } from './api/post-consulting';
import { postImages } from '../../shared/api/uploads';
import { postInquiry } from './api/post-inquiry';
import { postOrderInquiry } from './api/post-order-inquiry';
import { InquiryTextarea, inquiryTextProblem } from './QuestionParts';
import '../../shared/ui/form-parts.css';
import './questions.css';
import { keys } from '../../shared/api/query-keys';

type Mode = 'inquiry' | 'personal';
const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp'];
/** inquiry attachments follow the photo upload limit (the same checks as claim photos) */
const IMAGE_MAX_MB = REVIEW_POLICY.photoMaxMb;
const extOf = (name: string) => /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';

/**
 * /WriteQna: a 1:1 inquiry in one of the nine categories or a personal inquiry of one of three types,
 * with up to five photos. With ?orderSysId&orderPrdtSysId it is an inquiry about that order line.
 */
export function WriteQnaScreen() {
  const t = useT();
  const [locale] = useLocale();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [search] = useSearchParams();
  const { userSysId } = useSession();
  const orderSysId = Number(search.get('orderSysId'));
  const orderPrdtSysId = Number(search.get('orderPrdtSysId'));
  const aboutOrder = orderSysId > 0 && orderPrdtSysId > 0;
  const [mode, setMode] = useState<Mode>('inquiry');
  const [category, setCategory] = useState<number | null>(aboutOrder ? 4 : null);
  const [typeCode, setTypeCode] = useState<number | null>(null);
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [phase, setPhase] = useState<{ pct: number } | 'sending' | null>(null);
  const previews = useMemo(() => files.map((f) => URL.createObjectURL(f)), [files]);
  useEffect(() => () => previews.forEach((u) => URL.revokeObjectURL(u)), [previews]);
  const max = QUESTION_POLICY.maxImages;

  const pick = (picked: File[]) => {
    const problems: string[] = [];
    const ok = picked.filter((f) => {
      if (!IMAGE_EXTENSIONS.includes(extOf(f.name))) problems.push(t('questions.write.imageType', { name: f.name }));
      else if (f.size > IMAGE_MAX_MB * 1024 * 1024)
        problems.push(t('questions.write.imageTooBig', { name: f.name, mb: IMAGE_MAX_MB }));
      else return true;
      return false;
    });
    if (files.length + ok.length > max) problems.push(t('questions.write.tooManyImages', { max }));
    setFiles([...files, ...ok].slice(0, max));
    setError(problems.length ? problems.join('\n') : null);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (mode === 'inquiry' && category === null) return setError(t('questions.write.chooseCategory'));
    if (mode === 'personal' && typeCode === null) return setError(t('questions.write.chooseType'));
    if (title.trim().length > QUESTION_POLICY.titleMaxLength)
      return setError(t('questions.write.titleTooLong', { max: QUESTION_POLICY.titleMaxLength }));
    const problem =
      inquiryTextProblem(content, t) ?? (hasSpecialCharacters(title) ? t('questions.rules.special') : null);
    if (problem) return setError(problem);
    setError(null);
    let images: string[] = [];
    try {
      if (files.length) {
        setPhase({ pct: 0 });
        images = (await postImages('inquiry', files, (f) => setPhase({ pct: Math.round(f * 100) }))).images.map(
          (i) => i.url,
        );
      }
    } catch (err) {
      setPhase(null);
      return setError(
        err instanceof ApiError
          ? `${err.message}\n${t('questions.write.imageFailed')}`
          : t('questions.write.imageFailed'),
      );
    }
    setPhase('sending');
    try {
      let r: QuestionWriteResponse;
      const text = { title: title.trim() || null, content, images };
      if (mode === 'personal') r = await postConsulting({ typeCode: typeCode!, content, images });
      else if (aboutOrder)
        r = await postOrderInquiry(userSysId!, orderSysId, orderPrdtSysId, { categoryCode: category!, ...text });
      else r = await postInquiry({ categoryCode: category!, ...text });
      await qc.invalidateQueries({ queryKey: keys.questions.all });
      notify(t('questions.rules.registered'));
      navigate(`/RecieveCors/${r.question.corsNum}`, { replace: true });
    } catch (err) {
      setError(err instanceof ApiError ? err.message : t('questions.rules.failed'));
    } finally {
      setPhase(null);
    }
  };

  const busy = phase !== null;
  return (
    <Page title={t('screens.WriteQna')} className="questions">
      <form className="qform" onSubmit={(e) => void submit(e)} noValidate>
        {aboutOrder ? null : (
          <div className="qtabs" role="radiogroup" aria-label={t('questions.write.mode')}>
            {(['inquiry', 'personal'] as const).map((m) => (
              <button
                key={m}
                type="button"
                role="radio"
                aria-checked={mode === m}
                onClick={() => {
                  setMode(m);
                  setError(null);
                }}
              >
                {t(m === 'inquiry' ? 'questions.write.modeInquiry' : 'questions.write.modePersonal')}
              </button>
            ))}
          </div>
        )}
        {mode === 'inquiry' ? (
          <fieldset className="qcats">
            <legend className="ui-label">{t('questions.write.category')}</legend>
            {INQUIRY_CATEGORIES.map((c) => (
              <label key={c.code} className={category === c.code ? 'qcat is-on' : 'qcat'}>
                <input
                  type="radio"
                  name="category"
                  checked={category === c.code}
                  onChange={() => setCategory(c.code)}
                />
                {c[locale]}
              </label>
            ))}
          </fieldset>
        ) : (
          <fieldset className="qcats qcats--three">
            <legend className="ui-label">{t('questions.write.type')}</legend>
            {PERSONAL_INQUIRY_TYPES.map((c) => (
              <label key={c.code} className={typeCode === c.code ? 'qcat is-on' : 'qcat'}>
                <input type="radio" name="type" checked={typeCode === c.code} onChange={() => setTypeCode(c.code)} />
                {c[locale]}
              </label>
            ))}
          </fieldset>
        )}
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
        <div className="ui-label">
          {t('questions.write.images', { n: files.length, max })}
          <small className="ui-hint">{t('questions.write.imageRule', { max, mb: IMAGE_MAX_MB })}</small>
          <div className="qthumbs" data-testid="photo-previews">
            {previews.map((u, i) => (
              <button
                key={u}
                type="button"
                className="qthumb"
                aria-label={t('questions.write.removeImage', { n: i + 1 })}
                onClick={() => setFiles(files.filter((_, j) => j !== i))}
                disabled={busy}
              >
                <img src={u} alt="" />
                <span aria-hidden="true">✕</span>
              </button>
            ))}
            {files.length < max ? (
              <label className="qthumb qthumb--add">
                <span aria-hidden="true">＋</span>
                {t('questions.write.addImage')}
                <input
                  className="ui-file"
                  type="file"
                  accept={IMAGE_EXTENSIONS.map((x) => `.${x}`).join(',')}
                  multiple
                  disabled={busy}
                  onChange={(e) => {
                    pick(Array.from(e.target.files ?? []));
                    e.target.value = '';
                  }}
                />
              </label>
            ) : null}
          </div>
        </div>
        {phase ? (
          <div className="ui-progress" role="status" aria-live="polite" data-testid="upload-progress">
            <span>
              {phase === 'sending' ? t('questions.write.sending') : t('questions.write.uploading', { pct: phase.pct })}
            </span>
            <progress max={100} value={phase === 'sending' ? undefined : phase.pct} />
          </div>
        ) : null}
        {error ? (
          <p className="ui-error" role="alert">
            {error}
          </p>
        ) : null}
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
