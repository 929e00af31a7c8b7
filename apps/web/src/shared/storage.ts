/** sessionStorage / localStorage that never throw (private mode, disabled storage, node tests). */
function safe(kind: 'sessionStorage' | 'localStorage') {
  const store = (): Storage | undefined => {
    try {
      return globalThis[kind];
    } catch {
      return undefined;
    }
  };
  return {
    get(key: string): string | null {
      try {
        return store()?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    set(key: string, value: string): void {
      try {
        store()?.setItem(key, value);
      } catch {
        /* quota or disabled storage: the value lives only in memory state */
      }
    },
    remove(key: string): void {
      try {
        store()?.removeItem(key);
      } catch {
        /* ignore */
      }
    },
    clear(): void {
      try {
        store()?.clear();
      } catch {
        /* ignore */
      }
    },
  };
}

export const session = safe('sessionStorage');
export const local = safe('localStorage');

/** Web-only session keys (the spec's own keys are SESSION_KEYS in @lc/contracts). */
export const WEB_SESSION_KEYS = {
  /** stored search state, cleared on route changes except when leaving Search, Product detail or Planning */
  searchState: 'searchState',
  /** set by /LiveInfo/… before redirecting to the live player */
  liveRedirect: 'liveRedirect',
  /** the demo (guest) token from auth/demologin; never treated as a member login */
  demoToken: 'demoToken',
} as const;
