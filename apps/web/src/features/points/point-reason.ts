import { pointReasonKey, type PointEntry } from '@lc/contracts';
import type { TFunction } from '../../shared/i18n';

/** A point entry's reason in the reader's language; an operator's grant shows the operator's words. */
export function pointReasonText(t: TFunction, e: Pick<PointEntry, 'reason' | 'orderNumber'>): string {
  const key = pointReasonKey(e.reason);
  return key ? t(`points.reason.${key}`, { order: e.orderNumber ?? '' }) : t('points.reason.grant', { note: e.reason });
}
