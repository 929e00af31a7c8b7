import {
  NATIVE_POLL_MS,
  NATIVE_TIMEOUT_MS,
  isNativeUserAgent,
  type NativeInbound,
  type NativeOutbound,
} from '@lc/contracts';
import type { nativeInbound as InboundSchema } from '@lc/contracts';

/**
 * The native-shell bridge (shopping §6, §7), one module for every message. Active only when the
 * user agent says `native` plus `ios` or `aos`. Web → shell: `window.webkit.messageHandlers.lcBridge
 * .postMessage(json)` on iOS, `window.lcBridge.postMessage(json)` on Android. Shell → web: the shell
 * calls `window.__lcNativeReceive(message)`; messages wait in an inbox that is read every 300 ms, and
 * a request that expects an answer gives up after 1,500 ms. See docs/native-shell.md.
 */

interface NativeWindow {
  webkit?: { messageHandlers?: { lcBridge?: { postMessage(msg: string): void } } };
  lcBridge?: { postMessage(msg: string): void };
  __lcNativeReceive?: (msg: unknown) => void;
  __lcNativeInbox?: unknown[];
}

const w = (): (Window & NativeWindow) | undefined => (typeof window === 'undefined' ? undefined : window);

export function nativeEnv(): { native: boolean; os: 'ios' | 'aos' | null } {
  if (typeof navigator === 'undefined') return { native: false, os: null };
  return isNativeUserAgent(navigator.userAgent);
}
export const isNativeApp = () => nativeEnv().native;

/** Sends one message to the shell; false outside the shells or when the shell has no handler. */
export function postToNative(msg: NativeOutbound): boolean {
  const win = w();
  const env = nativeEnv();
  if (!win || !env.native) return false;
  const json = JSON.stringify(msg);
  const ios = win.webkit?.messageHandlers?.lcBridge;
  if (env.os === 'ios' && ios) {
    ios.postMessage(json);
    return true;
  }
  if (win.lcBridge) {
    win.lcBridge.postMessage(json);
    return true;
  }
  return false;
}

type Handler = (msg: NativeInbound) => void;
const handlers = new Set<Handler>();
const waiting: { type: NativeInbound['type']; resolve(m: NativeInbound | null): void; until: number }[] = [];
let timer: ReturnType<typeof setInterval> | undefined;
// issue 19 "Speed": the message schema (and with it zod) loads only inside the native shell, never in
// a browser's entry chunk; until it is here the inbox keeps its messages for the next poll
let inbound: typeof InboundSchema | undefined;
let loading: Promise<void> | undefined;
/** Loads the inbound message schema (startBridge does; a test may await it). */
export function loadInboundSchema(): Promise<void> {
  return (loading ??= import('./inbound').then((m) => void (inbound = m.nativeInbound)));
}

/** Reads the inbox: every valid message goes to the waiting request of its type or to the handlers. */
export function drainInbox(now = Date.now()): number {
  const win = w();
  if (!win || !inbound) return 0;
  const box = win.__lcNativeInbox ?? [];
  win.__lcNativeInbox = [];
  let n = 0;
  for (const raw of box) {
    const parsed = inbound.safeParse(typeof raw === 'string' ? safeJson(raw) : raw);
    if (!parsed.success) continue;
    n += 1;
    const i = waiting.findIndex((r) => r.type === parsed.data.type);
    if (i >= 0) waiting.splice(i, 1)[0]!.resolve(parsed.data);
    handlers.forEach((h) => h(parsed.data));
  }
  for (let i = waiting.length - 1; i >= 0; i--) {
    if (waiting[i]!.until <= now) waiting.splice(i, 1)[0]!.resolve(null);
  }
  return n;
}

function safeJson(s: string): unknown {
  try {
    return JSON.parse(s);
  } catch {
    return null;
  }
}

/** Starts the bridge (idempotent): installs the receive function and polls the inbox every 300 ms. */
export function startBridge(): () => void {
  const win = w();
  if (!win || !nativeEnv().native) return () => undefined;
  win.__lcNativeInbox ??= [];
  void loadInboundSchema();
  win.__lcNativeReceive = (msg: unknown) => {
    (win.__lcNativeInbox ??= []).push(msg);
  };
  timer ??= setInterval(() => drainInbox(), NATIVE_POLL_MS);
  return () => {
    if (timer) clearInterval(timer);
    timer = undefined;
  };
}

export function onNativeMessage(h: Handler): () => void {
  handlers.add(h);
  return () => handlers.delete(h);
}

/** Asks the shell and waits for its answer of `answer` type; null after 1,500 ms or outside the shells. */
export function requestNative<T extends NativeInbound['type']>(
  ask: NativeOutbound,
  answer: T,
): Promise<Extract<NativeInbound, { type: T }> | null> {
  if (!postToNative(ask)) return Promise.resolve(null);
  return new Promise((resolve) => {
    waiting.push({
      type: answer,
      resolve: resolve as (m: NativeInbound | null) => void,
      until: Date.now() + NATIVE_TIMEOUT_MS,
    });
  });
}
