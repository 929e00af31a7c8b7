import { useState } from 'react';
import { Link } from 'react-router';
import { POINT_KINDS, type PointKind } from '@lc/contracts';
import { withThousands } from '../../shared/format';
import { useLocale, useT } from '../../shared/i18n';
import { useSession } from '../../shared/session';
import { EmptyState, Page, Spinner } from '../../shared/ui';
import { usePoints } from './api/get-points';
import { pointReasonText } from './point-reason';
import './points.css';

/** /MyPoint: balance, what expires soon and the last year of saved/used/deleted/expired/canceled entries. */
export function MyPointScreen() {
  const t = useT();
  const [locale] = useLocale();
  const { userSysId } = useSession();
  const [kind, setKind] = useState<PointKind | null>(null);
  const q = usePoints(userSysId, kind);
  const date = (iso: string) =>
    new Date(iso).toLocaleDateString(locale === 'en' ? 'en-GB' : 'ko-KR', { timeZone: 'Asia/Seoul' });
  return (
    <Page
      title={t('screens.MyPoint')}
      className="mypoint"
      headerRight={<Link to="/MyPointNoti">{t('points.notice')}</Link>}
    >
      <div className="mypoint__head">
        <p>{t('points.balance')}</p>
        <p className="mypoint__balance" data-testid="point-balance">
          {withThousands(q.data?.balance ?? 0)}P
        </p>
        <p className="mypoint__soon">
          {t('points.expiringSoon', { points: withThousands(q.data?.expiringSoon ?? 0) })}
        </p>
      </div>
      <div className="mypoint__tabs" role="group" aria-label={t('points.filter')}>
        {[null, ...POINT_KINDS].map((k) => (
          <button key={k ?? 'all'} type="button" aria-pressed={kind === k} onClick={() => setKind(k)}>
            {t(`points.kind.${k ?? 'all'}`)}
          </button>
        ))}
      </div>
      {q.isLoading ? (
        <Spinner label={t('common.loading')} />
      ) : !q.data || q.data.entries.length === 0 ? (
        <EmptyState title={t('points.empty')} />
      ) : (
        <ul className="mypoint__list">
          {q.data.entries.map((e) => (
            <li key={e.pointSysId}>
              <div>
                {pointReasonText(t, e)}
                <small>
                  {date(e.createdAt)} · {t(`points.kind.${e.kind}`)}
                  {e.expiresAt && e.amount > 0 ? ` · ${t('points.expiresOn', { date: date(e.expiresAt) })}` : ''}
                </small>
              </div>
              <span className={e.amount >= 0 ? 'mypoint__plus' : 'mypoint__minus'}>
                {e.amount >= 0 ? '+' : '−'}
                {withThousands(Math.abs(e.amount))}P
              </span>
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}
