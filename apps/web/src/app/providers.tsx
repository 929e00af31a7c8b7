import { useEffect, useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nProvider, useT } from '../shared/i18n';
import { ApiError } from '../shared/api/client';
import { onLogout, silentLogin } from '../shared/session';
import { Spinner } from '../shared/ui';
import { DialogHost } from '../shared/ui/AppDialog';
import { ProductSectionsContext } from '../shared/product-sections';
import { PRODUCT_SECTIONS } from './product-sections';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // retry only what may succeed on a second try: network failures and 5xx
      retry: (count, error) => count < 2 && (!(error instanceof ApiError) || error.isNetwork || error.status >= 500),
    },
    mutations: { retry: false },
  },
});

let bootstrap: Promise<unknown> | null = null;

/** Start-up work that must finish before the first screen: the silent login (shopping §4). */
function bootstrapOnce(): Promise<unknown> {
  bootstrap ??= silentLogin().catch(() => 'failed');
  return bootstrap;
}

/** Session provider: runs the silent login, then renders the app; drops cached data on logout. */
function SessionGate({ children }: { children: ReactNode }) {
  const t = useT();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let alive = true;
    void bootstrapOnce().then(() => alive && setReady(true));
    const off = onLogout(() => queryClient.clear());
    return () => {
      alive = false;
      off();
    };
  }, []);
  return ready ? children : <Spinner label={t('common.loading')} center />;
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <I18nProvider>
      <QueryClientProvider client={queryClient}>
        <ProductSectionsContext.Provider value={PRODUCT_SECTIONS}>
          <SessionGate>{children}</SessionGate>
        </ProductSectionsContext.Provider>
      </QueryClientProvider>
      <DialogHost />
    </I18nProvider>
  );
}
