import { RC, resultMessage } from '@lc/contracts';
import { getLocale } from '../i18n/locale';
import { notify } from '../dialog';

/** The demo restriction notice (result code 1010), for features a guest cannot use. */
export function notifyDemoRestricted(): void {
  void notify(resultMessage(RC.DEMO_RESTRICTED, getLocale()));
}
