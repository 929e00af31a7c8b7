import type { HomeTab } from '@lc/contracts';

export type { HomeTab };
export const HOME_TABS = ['live', 'best', 'ranking', 'benefit'] as const satisfies readonly HomeTab[];

/** The home tab a `?tab=` value names ('live' when none or unknown): the tab lives in the URL so links can open one. */
export const homeTabOf = (raw: string | null): HomeTab =>
  HOME_TABS.includes(raw as HomeTab) ? (raw as HomeTab) : 'live';
