import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { QUESTION_POLICY, REVIEW_POLICY, hasSpecialCharacters, type QuestionWriteResponse } from '@lc/contracts';
import { ApiError } from '../../../shared/api/client';
import { keys } from '../../../shared/api/query-keys';
import { postImages } from '../../../shared/api/uploads';
import { notify } from '../../../shared/dialog';
import { useT } from '../../../shared/i18n';
import { useSession } from '../../../shared/session';
import { postConsulting } from '../api/post-consulting';
import { postInquiry } from '../api/post-inquiry';
import { postOrderInquiry } from '../api/post-order-inquiry';
import { inquiryTextProblem } from '../QuestionParts';

export type Mode = 'inquiry' | 'personal';
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp'];
/** inquiry attachments follow the photo upload limit (the same checks as claim photos) */
export const IMAGE_MAX_MB = REVIEW_POLICY.photoMaxMb;
const extOf = (name: string) => /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';

/**
 * The inquiry form: kind (inquiry with a category, or personal with a type), title, text and images;
 * the images are uploaded first, then the inquiry is sent and the question lists are refetched.
 */
export function useInquiryForm() {
  const t = useT();
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
      void notify(t('questions.rules.registered'));
      void navigate(`/RecieveCors/${r.question.corsNum}`, { replace: true });
    } catch (err) {
      setError(err instanceof ApiError ? err.message : t('questions.rules.failed'));
    } finally {
      setPhase(null);
    }
  };
  const busy = phase !== null;
  return {
    aboutOrder,
    mode,
    setMode,
    category,
    setCategory,
    typeCode,
    setTypeCode,
    title,
    setTitle,
    content,
    setContent,
    files,
    setFiles,
    previews,
    max,
    error,
    setError,
    phase,
    busy,
    pick,
    submit,
  };
}
export type InquiryForm = ReturnType<typeof useInquiryForm>;
