/**
 * The app's own alert and confirm (issue 19 #12): a module-level queue that `<DialogHost>` (mounted once
 * above the router, shared/ui/AppDialog.tsx) shows one at a time. Callable from anywhere — components,
 * hooks, session and API code — and never the browser's blocking window.alert / window.confirm.
 */

export type DialogKind = 'alert' | 'confirm' | 'prompt';
/** what a dialog answers: an alert true, a confirm true/false, a prompt its text or null (cancelled) */
type DialogAnswer = boolean | string | null;

export interface DialogOptions {
  /** the primary button's text (default 확인 / OK) */
  okLabel?: string;
  /** the secondary button's text for a confirm (default 취소 / Cancel) */
  cancelLabel?: string;
}

export interface DialogRequest extends DialogOptions {
  id: number;
  kind: DialogKind;
  message: string;
  /** the element that had focus when the dialog was asked for: focus goes back to it afterwards */
  opener: Element | null;
}

interface Pending {
  request: DialogRequest;
  resolve(answer: DialogAnswer): void;
}

let queue: Pending[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function changed(): void {
  for (const l of listeners) l();
}

function enqueue(kind: DialogKind, message: string, opts: DialogOptions = {}): Promise<DialogAnswer> {
  const opener = typeof document === 'undefined' ? null : document.activeElement;
  return new Promise<DialogAnswer>((resolve) => {
    queue = [...queue, { request: { ...opts, id: nextId++, kind, message, opener }, resolve }];
    changed();
  });
}

let last: { message: string; at: number; done: Promise<void> } | null = null;

/**
 * An alert: resolves when it is closed. The same message raised again within a second is shown once
 * (React StrictMode runs effects twice in development; two guards can fire for one navigation) and the
 * second call resolves with the first.
 */
export function notify(message: string): Promise<void> {
  const now = Date.now();
  if (last && last.message === message && now - last.at < 1000) return last.done;
  const done = enqueue('alert', message).then(() => undefined);
  last = { message, at: now, done };
  return done;
}

/** A confirm: resolves true for the primary button (확인 / OK), false for cancel, Escape or a tap outside. */
export function ask(message: string, opts?: DialogOptions): Promise<boolean> {
  return enqueue('confirm', message, opts).then((answer) => answer === true);
}

/**
 * A prompt (the back-office's reasons and ids): resolves with the typed text for the primary button or
 * Enter in the field, null for cancel, Escape or a tap outside.
 */
export function askText(message: string, opts?: DialogOptions): Promise<string | null> {
  return enqueue('prompt', message, opts).then((answer) => (typeof answer === 'string' ? answer : null));
}

/** The dialog to show now (the head of the queue), or null. */
export function currentDialog(): DialogRequest | null {
  return queue[0]?.request ?? null;
}

/** How many dialogs are waiting behind the one shown. */
export function queuedDialogs(): number {
  return Math.max(0, queue.length - 1);
}

/**
 * Closes dialog `id` with the answer (an alert's answer is ignored; a prompt's is `text` when `ok`, else
 * null); the next one in the queue follows.
 */
export function settleDialog(id: number, ok: boolean, text = ''): void {
  const p = queue.find((x) => x.request.id === id);
  if (!p) return;
  queue = queue.filter((x) => x !== p);
  const { kind } = p.request;
  p.resolve(kind === 'confirm' ? ok : kind === 'prompt' ? (ok ? text : null) : true);
  changed();
}

export function subscribeDialogs(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
