import { useId, useLayoutEffect, useRef, useState, useSyncExternalStore, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { currentDialog, settleDialog, subscribeDialogs, type DialogRequest } from '../dialog';
import { useT } from '../i18n';
import './app-dialog.css';

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Tab / Shift+Tab cycle through the dialog's controls and never leave it. */
function trapTab(e: KeyboardEvent, panel: HTMLElement): void {
  const items = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)];
  if (items.length === 0) return;
  e.preventDefault();
  const at = items.indexOf(document.activeElement as HTMLElement);
  const next =
    at < 0 ? (e.shiftKey ? items.length - 1 : 0) : (at + (e.shiftKey ? -1 : 1) + items.length) % items.length;
  items[next]?.focus();
}

/**
 * One alert, confirm or prompt (issue 19 #12; a prompt has a text field, where focus starts): `role="dialog"` for an alert, `role="alertdialog"` for a confirm,
 * modal, named by a title for screen readers and described by the message. Focus starts on the primary
 * button (as the browser's own dialogs: Enter answers OK), Tab cycles inside, Escape cancels (an alert:
 * closes).
 */
function AppDialog({ request }: { request: DialogRequest }) {
  const t = useT();
  const panel = useRef<HTMLDivElement>(null);
  const ok = useRef<HTMLButtonElement>(null);
  const field = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const messageId = useId();
  const confirm = request.kind === 'confirm';
  const prompt = request.kind === 'prompt';
  const [text, setText] = useState('');
  const { id } = request;

  useLayoutEffect(() => {
    (field.current ?? ok.current)?.focus();
  }, []);

  // layout effects: the listeners are gone before the host gives the focus back to the opener
  useLayoutEffect(() => {
    // a dialog opened by a key's keydown (Enter in a field) would get that key's keypress, which
    // clicks the focused OK: only a key pressed while the dialog is open answers it
    let armed = false;
    const onPress = (e: KeyboardEvent) => {
      if (armed || e.key !== 'Enter') return;
      e.preventDefault();
      e.stopImmediatePropagation();
    };
    const onKey = (e: KeyboardEvent) => {
      if (!e.repeat) armed = true;
      const box = panel.current;
      if (!box || e.isComposing) return;
      if (e.key === 'Escape') {
        e.preventDefault();
        e.stopImmediatePropagation(); // a sheet underneath must not close with it
        settleDialog(id, false);
      } else if (e.key === 'Tab') {
        e.stopImmediatePropagation();
        trapTab(e, box);
      } else if (e.key === 'Enter' && (document.activeElement === box || document.activeElement === field.current)) {
        e.preventDefault();
        settleDialog(id, true, field.current?.value ?? '');
      }
    };
    // anything that moves focus out (a click on the backdrop, a screen's own focus call) brings it back
    const onFocusIn = (e: FocusEvent) => {
      if (panel.current && !panel.current.contains(e.target as Node)) (field.current ?? ok.current)?.focus();
    };
    window.addEventListener('keydown', onKey, true);
    window.addEventListener('keypress', onPress, true);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      window.removeEventListener('keydown', onKey, true);
      window.removeEventListener('keypress', onPress, true);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [id]);

  return (
    <div
      ref={panel}
      className="app-dialog__panel"
      role={confirm ? 'alertdialog' : 'dialog'}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={messageId}
      tabIndex={-1}
    >
      <h2 id={titleId} className="sr-only">
        {confirm || prompt ? t('common.dialog.confirmTitle') : t('common.dialog.alertTitle')}
      </h2>
      {prompt ? (
        <label id={messageId} className="app-dialog__message">
          {request.message}
          <input
            ref={field}
            className="input app-dialog__input"
            value={text}
            onChange={(e) => setText(e.target.value)}
            maxLength={500}
          />
        </label>
      ) : (
        <p id={messageId} className="app-dialog__message">
          {request.message}
        </p>
      )}
      <div className="app-dialog__actions">
        {confirm || prompt ? (
          <button
            type="button"
            className="btn btn--outline btn--md app-dialog__cancel"
            onClick={() => settleDialog(id, false)}
          >
            {request.cancelLabel ?? t('common.dialog.cancel')}
          </button>
        ) : null}
        <button
          ref={ok}
          type="button"
          className="btn btn--primary btn--md app-dialog__ok"
          onClick={() => settleDialog(id, true, text)}
        >
          {request.okLabel ?? t('common.dialog.ok')}
        </button>
      </div>
    </div>
  );
}

/**
 * While a dialog is open everything else on the page is inert and hidden from assistive technology;
 * when the last queued one closes, focus goes back to the element that opened the first.
 */
function useModalPage(open: boolean, overlay: RefObject<HTMLDivElement | null>): void {
  useLayoutEffect(() => {
    if (!open) return;
    const opener = currentDialog()?.opener ?? null;
    const touched: { el: Element; ariaHidden: string | null }[] = [];
    for (const el of document.body.children) {
      if (el === overlay.current || el.hasAttribute('inert')) continue;
      touched.push({ el, ariaHidden: el.getAttribute('aria-hidden') });
      el.setAttribute('inert', '');
      el.setAttribute('aria-hidden', 'true');
    }
    return () => {
      for (const { el, ariaHidden } of touched) {
        el.removeAttribute('inert');
        if (ariaHidden === null) el.removeAttribute('aria-hidden');
        else el.setAttribute('aria-hidden', ariaHidden);
      }
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus({ preventScroll: true });
    };
  }, [open, overlay]);
}

/**
 * Mounted once above the router (app/providers.tsx): shows the queue of `notify` / `ask` one dialog at
 * a time, over every screen and across navigations.
 */
export function DialogHost() {
  const dialog = useSyncExternalStore(subscribeDialogs, currentDialog, () => null);
  const overlay = useRef<HTMLDivElement>(null);
  useModalPage(dialog !== null, overlay);
  if (!dialog) return null;
  return createPortal(
    <div
      ref={overlay}
      className="app-dialog"
      // a tap on the backdrop is the safe answer (close / cancel) and does not take the focus away
      onMouseDown={(e) => e.target === e.currentTarget && e.preventDefault()}
      onClick={(e) => e.target === e.currentTarget && settleDialog(dialog.id, false)}
    >
      <AppDialog key={dialog.id} request={dialog} />
    </div>,
    document.body,
  );
}
