import { Workbox } from 'workbox-window';

/**
 * Registers the service worker (production builds) and tracks whether a new version is waiting;
 * the update prompt asks the user before it takes over ("새 버전이 있습니다").
 */
let wb: Workbox | null = null;
let registration: Promise<ServiceWorkerRegistration | undefined> | null = null;
let updateWaiting = false;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export function registerServiceWorker(): void {
  if (registration || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  if (!import.meta.env.PROD) return;
  wb = new Workbox('/sw.js', { scope: '/' });
  wb.addEventListener('waiting', () => {
    updateWaiting = true;
    emit();
  });
  // after "update now" the new worker controls the page: load the new version
  wb.addEventListener('controlling', (e) => {
    if (e.isUpdate) window.location.reload();
  });
  registration = wb.register().catch(() => undefined);
  // a deployed new version is looked for every 30 minutes while the app stays open
  setInterval(() => void wb?.update().catch(() => undefined), 30 * 60_000);
}

export async function swRegistration(): Promise<ServiceWorkerRegistration | undefined> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return undefined;
  if (registration) await registration;
  return navigator.serviceWorker.ready;
}

export const isUpdateWaiting = () => updateWaiting;
export function subscribeUpdate(l: () => void): () => void {
  listeners.add(l);
  return () => listeners.delete(l);
}

/** "Update now": the waiting worker takes over, then the page reloads (controlling event). */
export function applyUpdate(): void {
  if (wb && updateWaiting) wb.messageSkipWaiting();
  else window.location.reload();
}

/** Checks the server's deployed version now (VersionChk). */
export async function checkForUpdate(): Promise<void> {
  await wb?.update().catch(() => undefined);
}
