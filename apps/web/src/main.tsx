import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { preloadRoute, router } from './app/router';
import { getLocale, loadLocale } from './shared/i18n';
import { registerServiceWorker } from './shared/pwa/register';
import { installErrorReporting } from './shared/reach/client-errors';
import { installPushLogout, installPushSync } from './shared/push/push';
import { getSession, onLogout, subscribeSession } from './shared/session';
import './shared/ui/styles.css';

document.documentElement.lang = getLocale();
// issue 16: client errors go to analytics/consolelog; the service worker makes the app installable
installErrorReporting();
registerServiceWorker();
installPushLogout(onLogout);
installPushSync(() => getSession().userSysId, subscribeSession);

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

const render = () =>
  createRoot(root).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
// issue 19 "Speed": the strings of the language, the first route's screen and the data it opens with
// (app/route-data.ts, waited for at most FIRST_RENDER_DATA_WAIT_MS) load in parallel, and the app
// renders once they are here (no fallback frame); a failed load renders anyway (the screen's own
// chunk is retried by its route, ChunkFallback handles the rest)
void Promise.allSettled([loadLocale(getLocale()), preloadRoute(window.location, true)]).then(render);
