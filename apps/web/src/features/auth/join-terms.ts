/** The consents chosen on RegStep00, carried to RegStep04 for this tab only. */
export interface JoinTerms {
  agreeService: boolean;
  agreePrivacy: boolean;
  agreeSellection1: boolean;
  agreeSellection2: boolean;
  /** advertising consents per channel and at night (issue 18): opt-in, unticked at first */
  agreePush: boolean;
  agreeSms: boolean;
  agreeEmail: boolean;
  agreeNight: boolean;
}
const KEY = 'joinTerms';

export function saveJoinTerms(v: JoinTerms): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(v));
  } catch {
    /* storage disabled: RegStep04 sends the user back to RegStep00 */
  }
}
export function readJoinTerms(): JoinTerms | null {
  try {
    const v = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as JoinTerms | null;
    return v && v.agreeService && v.agreePrivacy ? v : null;
  } catch {
    return null;
  }
}
export function clearJoinTerms(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    /* ignore */
  }
}
