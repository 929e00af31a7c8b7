/**
 * The app's own alert / confirm (issue 19 #12) seen from the tests. The web never calls window.alert or
 * window.confirm: its dialogs are `[role=dialog|alertdialog][aria-modal=true]` panels (class
 * `app-dialog__panel`) whose message is the element named by `aria-describedby`.
 */
import type { Locator, Page } from 'playwright-core';

/** The in-app dialog shown now (there is at most one; the rest wait in the app's queue). */
export function appDialog(page: Page): Locator {
  return page.locator('.app-dialog__panel[aria-modal="true"]:is([role="dialog"], [role="alertdialog"])');
}

/**
 * Runs in every document: whenever an in-app dialog appears, hands its message and kind to the test
 * (`__lcAppDialog`) and clicks the button the test answers (OK for true, Cancel for false).
 */
const WATCH = `(() => {
  if (window.__lcDialogWatch) return;
  window.__lcDialogWatch = true;
  const handled = new WeakSet();
  const scan = () => {
    const el = document.querySelector('.app-dialog__panel[aria-modal="true"]');
    if (!el || handled.has(el) || typeof window.__lcAppDialog !== 'function') return;
    handled.add(el);
    const msg = document.getElementById(el.getAttribute('aria-describedby') || '');
    const kind = el.getAttribute('role') === 'alertdialog' ? 'confirm' : 'alert';
    const text = msg ? msg.textContent : '';
    window.__lcAppDialog(text, kind).then((ok) => {
      if (ok === null) return; // the test answers this one itself
      const b = el.querySelector(ok ? '.app-dialog__ok' : '.app-dialog__cancel') || el.querySelector('.app-dialog__ok');
      if (b && el.isConnected) b.click();
    });
  };
  new MutationObserver(scan).observe(document, { childList: true, subtree: true });
  scan();
})();`;

interface Recorder {
  seen: string[];
  /** null: leave the dialog to the test */
  answer(message: string): boolean | null;
}
const recorders = new WeakMap<Page, Recorder[]>();

async function watch(page: Page, list: Recorder[]): Promise<void> {
  // recorded when it opens (a full page load right after must not lose it); the answer reaches the page
  // before any later command of the test, so a test that has seen a message finds the dialog answered
  await page.exposeBinding('__lcAppDialog', (_source, message: string) => {
    for (const r of list) r.seen.push(message);
    return list[list.length - 1]!.answer(message);
  });
  await page.addInitScript(WATCH);
  // the document already open, and any whose start the init script missed while it was being added
  page.on('domcontentloaded', () => void page.evaluate(WATCH).catch(() => undefined));
  await page.evaluate(WATCH).catch(() => undefined);
}

/**
 * Collects the messages of the app's alerts and confirms and answers them: a confirm is accepted unless
 * `answer` says false (an alert has only OK). A native dialog (window.alert/confirm/prompt) is a defect:
 * it is dismissed and recorded as `[native <type>] <message>`, which no expectation on the texts meets.
 */
export function recordDialogs(page: Page, answer: (message: string) => boolean = () => true): string[] {
  const seen: string[] = [];
  let list = recorders.get(page);
  if (!list) {
    list = [];
    recorders.set(page, list);
    void watch(page, list).catch(() => undefined); // the page may close first
  }
  list.push({ seen, answer });
  page.on('dialog', (d) => {
    seen.push(`[native ${d.type()}] ${d.message()}`);
    void d.dismiss().catch(() => undefined);
  });
  return seen;
}

const manual = new WeakSet<Page>();

/**
 * The test answers this page's dialogs itself (keys, clicks, expectDialog): the answering that every page
 * gets from the runner (dismiss, as Playwright does with a native dialog nobody listens to) stops.
 * Answers the messages seen.
 */
export function manualDialogs(page: Page): string[] {
  manual.add(page);
  const seen: string[] = [];
  const list = recorders.get(page) ?? [];
  if (!recorders.has(page)) {
    recorders.set(page, list);
    void watch(page, list).catch(() => undefined);
  }
  list.push({ seen, answer: () => null });
  return seen;
}

/** Native dialogs the page opens from now on (dismissed); the app must open none. */
export function nativeDialogs(page: Page): string[] {
  const seen: string[] = [];
  page.on('dialog', (d) => {
    seen.push(`${d.type()}: ${d.message()}`);
    void d.dismiss().catch(() => undefined);
  });
  return seen;
}

/**
 * Waits for the in-app dialog whose message contains `text`, checks that it is modal and labelled, and
 * answers it by clicking OK (or Cancel). Answers the message. The page's dialogs are the test's from then on
 * (manualDialogs).
 */
export async function expectDialog(
  page: Page,
  text: string | RegExp,
  opts: { answer?: 'ok' | 'cancel'; timeout?: number } = {},
): Promise<string> {
  if (!manual.has(page)) manualDialogs(page);
  const d = appDialog(page).filter({ hasText: text });
  await d.waitFor({ timeout: opts.timeout ?? 15_000 });
  const message = await d.evaluate((el) => {
    const m = document.getElementById(el.getAttribute('aria-describedby') ?? '');
    const title = document.getElementById(el.getAttribute('aria-labelledby') ?? '');
    if (!m || !title?.textContent) throw new Error('the dialog is not labelled and described');
    return m.textContent ?? '';
  });
  await d.locator(opts.answer === 'cancel' ? '.app-dialog__cancel' : '.app-dialog__ok').click();
  await d.waitFor({ state: 'detached', timeout: opts.timeout ?? 15_000 });
  return message;
}

/**
 * Waits until `dialogs` (from recordDialogs) holds a message containing `text` (a string) or matching
 * it (a pattern); answers that message.
 */
export async function dialogSeen(dialogs: string[], text: string | RegExp, timeout = 15_000): Promise<string> {
  const hit = (m: string) => (typeof text === 'string' ? m.includes(text) : text.test(m));
  const until = Date.now() + timeout;
  for (;;) {
    const m = dialogs.find(hit);
    if (m !== undefined) return m;
    if (Date.now() > until) throw new Error(`no dialog with "${String(text)}"; seen: ${dialogs.join(' | ')}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
