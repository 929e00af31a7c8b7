import type { Page } from 'playwright-core';

/**
 * The native side of the bridge, played in Chromium (issue 16; protocol in docs/native-shell.md).
 * Installed before the page's scripts: it provides the Android (`window.lcBridge`) or iOS
 * (`window.webkit.messageHandlers.lcBridge`) handler, records everything the web sends in
 * `window.__nativeOutbox`, and answers the web's requests as a shell would (notch, language, push
 * token, contacts). The test sends the shell's own messages with `send()`.
 */
export interface ShellAnswers {
  os: 'ios' | 'aos';
  hasNotch: boolean;
  locale: string;
  pushToken: string;
  contacts: { name: string; phone: string }[];
}

export const nativeUserAgent = (os: 'ios' | 'aos') =>
  `Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36 LiveMarket-native-${os}/1.2.13`;

export async function installNativeShell(page: Page, answers: ShellAnswers): Promise<void> {
  // a script string, not a function: tsx would add helpers the page does not have
  await page.addInitScript(`(() => {
    const a = ${JSON.stringify(answers)};
    const outbox = [];
    window.__nativeOutbox = outbox;
    // the shell answers a little later, as a real one would (after a native dialog or lookup)
    const reply = (msg) => setTimeout(() => window.__lcNativeReceive && window.__lcNativeReceive(msg), 50);
    const handler = {
      postMessage(json) {
        const m = JSON.parse(json);
        outbox.push(m);
        if (m.type === 'requestNotch') reply({ type: 'notch', data: { hasNotch: a.hasNotch } });
        if (m.type === 'requestLanguage') reply({ type: 'language', data: { locale: a.locale } });
        if (m.type === 'requestPushToken') reply({ type: 'pushToken', data: { token: a.pushToken } });
        if (m.type === 'requestContacts') reply({ type: 'contacts', data: { contacts: a.contacts } });
      },
    };
    if (a.os === 'ios') window.webkit = { messageHandlers: { lcBridge: handler } };
    else window.lcBridge = handler;
  })();`);
}

/** A shell that receives the web's messages and never answers (the 1,500 ms timeout). */
export async function installSilentShell(page: Page): Promise<void> {
  await page.addInitScript(
    `window.__nativeOutbox = []; window.lcBridge = { postMessage(j) { window.__nativeOutbox.push(JSON.parse(j)); } };`,
  );
}

/** What the web sent to the shell so far. */
export const outbox = (page: Page) =>
  page.evaluate(() => (window as unknown as { __nativeOutbox: { type: string; data: unknown }[] }).__nativeOutbox);

/** The shell sends a message to the web. */
export const send = (page: Page, msg: { type: string; data: unknown }) =>
  page.evaluate((m) => (window as unknown as { __lcNativeReceive(x: unknown): void }).__lcNativeReceive(m), msg);
