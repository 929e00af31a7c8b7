import { useState } from 'react';
import { RC } from '@lc/contracts';
import type { BroadcastProduct } from '@lc/contracts';
import { ApiError } from '../../../shared/api/client';
import { notify } from '../../../shared/dialog';
import { formatWon } from '../../../shared/format';
import { useLocale, useT } from '../../../shared/i18n';
import { useSession } from '../../../shared/session';
import { postProductQuestion } from '../api/post-product-question';
import { ProductPickList } from './ProductListModal';
import { acceptQuestionText, PLAYER_POLICY, questionProblem } from '../player-rules';

/**
 * Product question (live §2, §5): a chosen product and text (not blank, no special characters)
 * required, at most 7 line breaks, skipped in demo mode; "inquiry registered" then closes after
 * 0.5 s. A failed call is shown to the user (docs/deviations.md: the spec ignores it silently).
 */
export function QuestionModal({ products, onClose }: { products: BroadcastProduct[]; onClose(): void }) {
  const t = useT();
  const { isDemo } = useSession();
  const [picking, setPicking] = useState(false);
  const [chosen, setChosen] = useState<BroadcastProduct | null>(null);
  const [content, setContent] = useState('');
  const [sending, setSending] = useState(false);
  const ready = !!chosen && content.replace(/\s/g, '') !== '';
  const submit = async () => {
    const problem = questionProblem(!!chosen, content);
    if (problem === 'incomplete') return notify(t('broadcasts.player.questionInvalid'));
    if (problem === 'specialChars') return notify(t('broadcasts.player.questionSpecialChars'));
    if (isDemo || sending) return;
    setSending(true);
    try {
      const r = await postProductQuestion(chosen!.prdtSysId, content);
      if (r.resultCode === RC.OK) {
        void notify(t('broadcasts.player.questionDone'));
        setTimeout(onClose, PLAYER_POLICY.questionCloseMs);
        return;
      }
      void notify(t('broadcasts.player.questionFailed'));
    } catch (e) {
      void notify(e instanceof ApiError ? e.message : t('broadcasts.player.questionFailed'));
    } finally {
      setSending(false);
    }
  };
  return (
    <div className="sheet" role="dialog" aria-label={t('broadcasts.player.question')}>
      <div className="sheet__head">
        <strong>{t('broadcasts.player.question')}</strong>
        <button type="button" className="pill pill--dark" onClick={onClose} aria-label={t('broadcasts.player.close')}>
          ✕
        </button>
      </div>
      {chosen ? (
        <ChosenProduct p={chosen} onClear={() => setChosen(null)} />
      ) : (
        <button type="button" className="btn" onClick={() => setPicking((p) => !p)}>
          {t('broadcasts.player.pickProduct')}
        </button>
      )}
      {picking && !chosen ? (
        <ProductPickList
          products={products}
          mode="vertical"
          onPick={(p) => {
            setChosen(p);
            setPicking(false);
          }}
        />
      ) : null}
      <textarea
        className="question__text"
        value={content}
        aria-label={t('broadcasts.player.questionPlaceholder')}
        placeholder={t('broadcasts.player.questionPlaceholder')}
        onChange={(e) => {
          if (acceptQuestionText(e.target.value)) setContent(e.target.value);
        }}
      />
      <button type="button" className="btn btn--primary" disabled={!ready || sending} onClick={() => void submit()}>
        {t('broadcasts.player.submit')}
      </button>
    </div>
  );
}

function ChosenProduct({ p, onClear }: { p: BroadcastProduct; onClear(): void }) {
  const [locale] = useLocale();
  return (
    <div className="chosen">
      <img src={p.squareImageUrl} alt="" />
      <span>
        {p.brandName} · {p.name} · {formatWon(p.price, locale)}
      </span>
      <button type="button" className="pill pill--dark" onClick={onClear}>
        ✕
      </button>
    </div>
  );
}
