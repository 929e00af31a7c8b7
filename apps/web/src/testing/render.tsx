import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { act } from 'react';
import { MemoryRouter } from 'react-router';
import { I18nProvider, setLocale, type Locale } from '../shared/i18n';

/**
 * Renders a piece of the shop as the app does (component tests, issue 31 #5): inside the i18n
 * provider in `locale`, a router at `path` and a fresh query client (no retries), with a user-event
 * session for typing and clicking.
 */
export function renderPiece(
  ui: ReactElement,
  {
    locale = 'ko',
    path = '/',
    data = [],
  }: {
    locale?: Locale;
    path?: string;
    /** answers already in the query cache (key, data), as if fetched: no network in component tests */
    data?: [QueryKey, unknown][];
  } = {},
): RenderResult & { user: ReturnType<typeof userEvent.setup> } {
  act(() => setLocale(locale));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  for (const [key, value] of data) client.setQueryData(key, value);
  const user = userEvent.setup();
  // the providers wrap every render, rerenders too
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <I18nProvider>
        <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
      </I18nProvider>
    </QueryClientProvider>
  );
  const result = render(ui, { wrapper });
  return { ...result, user };
}
