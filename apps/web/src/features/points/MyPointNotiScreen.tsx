import { POINT_POLICY, POINT_USE_POLICY } from '@lc/contracts';
import { withThousands } from '../../shared/format';
import { useT } from '../../shared/i18n';
import { Page } from '../../shared/ui';
import './points.css';

/** /MyPointNoti: how points work (shopping §5, §9), from the same constants the server enforces. */
export function MyPointNotiScreen() {
  const t = useT();
  return (
    <Page title={t('screens.MyPointNoti')}>
      <ul className="pointnoti">
        <li>{t('points.noti.rate')}</li>
        <li>{t('points.noti.min', { min: withThousands(POINT_USE_POLICY.minHeld), step: POINT_USE_POLICY.step })}</li>
        <li>{t('points.noti.validity', { days: POINT_POLICY.validDays })}</li>
        <li>{t('points.noti.history')}</li>
        <li>{t('points.noti.cancel')}</li>
      </ul>
    </Page>
  );
}
