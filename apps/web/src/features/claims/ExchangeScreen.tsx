import { useState } from 'react';
import { Link } from 'react-router';
import { CLAIM_TYPES, type ClaimType } from '@lc/contracts';
import { cutName } from '../../shared/format';
import { useLocale, useT } from '../../shared/i18n';
import { useSession } from '../../shared/session';
import { EmptyState, Page, Spinner } from '../../shared/ui';
import { useRequests } from './api/get-requests';
import { WithdrawClaimButton } from './WithdrawClaimButton';
import './claims.css';

const TABS = ['all', ...CLAIM_TYPES] as const;

/** /Exchange: the member's cancel, exchange and return requests, newest first, each opening its detail. */
export function ExchangeScreen() {
  const t = useT();
  const [locale] = useLocale();
  const { userSysId } = useSession();
  const [tab, setTab] = useState<ClaimType | 'all'>('all');
  const q = useRequests(userSysId, tab);
  const date = (iso: string) =>
    new Date(iso).toLocaleDateString(locale === 'en' ? 'en-GB' : 'ko-KR', { timeZone: 'Asia/Seoul' });
  return (
    <Page title={t('screens.Exchange')} className="claimlist">
      <div className="claimlist__tabs" role="group" aria-label={t('claims.list.filter')}>
        {TABS.map((k) => (
          <button key={k} type="button" aria-pressed={tab === k} onClick={() => setTab(k)}>
            {t(`claims.list.tabs.${k}`)}
          </button>
        ))}
      </div>
      {q.isLoading ? (
        <Spinner label={t('common.loading')} />
      ) : !q.data || q.data.list.length === 0 ? (
        <EmptyState title={t('claims.list.empty')} />
      ) : (
        <ul className="claimlist__rows">
          {q.data.list.map((c) => (
            <li key={c.claimSysId} data-testid="claim-row">
              <Link to={`/ExchangeDetail/${c.orderSysId}/${c.orderPrdtSysId}/${c.claimSysId}/${c.type}`}>
                <img src={c.squareImageUrl} alt="" width={56} height={56} />
                <div>
                  <small>
                    {date(c.createdAt)} · {t(`claims.types.${c.type}`)}
                  </small>
                  <span>{cutName(c.name)}</span>
                  <strong data-testid="claim-row-status">{t(`orders.status.${c.lineStatus}`)}</strong>
                </div>
              </Link>
              {c.status === 'pending' ? <WithdrawClaimButton claim={c} /> : null}
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}
