import { createContext, useContext } from 'react';

/** What the app knows about the screen being shown; Coming-soon screens name it from here. */
export interface ScreenInfo {
  /** the route's screen name (e.g. 'MyPoint'), null for nameless redirect routes */
  name: string | null;
  path: string;
  /** for screens built later: the domain that will build it */
  comingSoon: string | null;
}

export const ScreenContext = createContext<ScreenInfo>({ name: null, path: '', comingSoon: null });

export function useScreen(): ScreenInfo {
  return useContext(ScreenContext);
}
