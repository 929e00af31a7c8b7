import { useState } from 'react';
import type { BroadcastInfo } from '@lc/contracts';
import { chooseListLayout, listLayout } from '../../../shared/native/list-layout';
import { AnswerPopup, NoticePopup } from './Popups';
import { ProductListModal } from './ProductListModal';
import { QuestionModal } from './QuestionModal';
import { ShareDialog } from './ShareDialog';
import type { usePlayerMedia } from './usePlayerMedia';
import type { usePlayerState } from './usePlayerState';
import type { useViewerActions } from './useViewerControls';

export type Dialog = 'list' | 'question' | 'share' | null;

/** The player's popups (answer, notice) and dialogs (product list, question, share). */
export function PlayerDialogs(p: {
  b: BroadcastInfo;
  dialog: Dialog;
  setDialog(d: Dialog): void;
  state: ReturnType<typeof usePlayerState>[0];
  store: ReturnType<typeof usePlayerState>[1];
  media: ReturnType<typeof usePlayerMedia>;
  viewer: ReturnType<typeof useViewerActions>;
}) {
  const { state, store, media } = p;
  const [listMode, setListMode] = useState(listLayout);
  const close = () => p.setDialog(null);
  return (
    <>
      {state.answer ? (
        <AnswerPopup answer={state.answer} onClose={() => store.dispatch({ type: 'answerClosed' })} />
      ) : null}
      {state.notiOpen && state.noti ? (
        <NoticePopup text={state.noti} onClose={() => store.dispatch({ type: 'noticeClosed' })} />
      ) : null}
      {p.dialog === 'list' ? (
        <ProductListModal
          products={media.products}
          mode={listMode}
          onMode={(m) => {
            chooseListLayout(m);
            setListMode(m);
          }}
          onPick={(x) => p.viewer.openProduct(x, 'list')}
          onClose={close}
        />
      ) : null}
      {p.dialog === 'question' ? <QuestionModal products={media.products} onClose={close} /> : null}
      {p.dialog === 'share' ? <ShareDialog b={p.b} onClose={close} /> : null}
    </>
  );
}
