import { postToNative } from './bridge';
import { local } from '../storage';

/**
 * The broadcast product list's layout (live §2: "the preference is remembered and synced with the
 * native app"): kept in local storage under one key, sent to the shell when the viewer changes it and
 * taken over when the shell sends its own (`productListLayout`).
 */
export type ListLayout = 'horizontal' | 'vertical';
const KEY = 'prdtListMode';

export const listLayout = (): ListLayout => (local.get(KEY) === 'vertical' ? 'vertical' : 'horizontal');

/** The viewer chose a layout: remembered here and told to the shell (a no-op outside it). */
export function chooseListLayout(layout: ListLayout): void {
  local.set(KEY, layout);
  postToNative({ type: 'productListLayout', data: { layout } });
}

/** The shell told its layout: remembered, not echoed back. */
export function takeNativeListLayout(layout: ListLayout): void {
  local.set(KEY, layout);
}
