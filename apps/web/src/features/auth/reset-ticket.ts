/** Find-password → set-new-password hand-over, for this tab only (3-minute limit). */
export interface ResetTicket {
  userId: string;
  authToken: string;
  expiresAt: string;
}
const KEY = 'pwReset';

export function saveResetTicket(v: ResetTicket): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(v));
  } catch {
    /* ignore */
  }
}
export function readResetTicket(): ResetTicket | null {
  try {
    return JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as ResetTicket | null;
  } catch {
    return null;
  }
}
export function clearResetTicket(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    /* ignore */
  }
}
