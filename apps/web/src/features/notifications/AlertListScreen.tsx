import { useEffect } from 'react';
import { Link } from 'react-router';
import { useLocale, useT } from '../../shared/i18n';
import { useSession } from '../../shared/session';
import { EmptyState, Page, Spinner } from '../../shared/ui';
import { useAlerts } from './api/get-alerts';
import { useMemberNotices } from './api/get-member-notices';
import { patchAlertsRead } from './api/patch-alerts-read';
import '../../shared/ui/compliance.css';
import './notifications.css';

interface Entry {
  key: string;
  /** the alert type, or the notice kind */
  type: string;
  url: string;
  title: string;
  body: string;
  /** a service notice's extra line (legal text) */
  note?: string;
  createdAt: string;
  unread: boolean;
}

/**
 * /AlertList: the member's one alert list — every push (shows starting, orders, claims, coupons,
 * events), answers to their questions and inquiries, and service notices (the 2-year
 * advertising-consent reminder, 정보통신망법 시행령 제62조의3), newest first.
 */
export function AlertListScreen() {
  const t = useT();
  const [locale] = useLocale();
  const { userSysId } = useSession();
  const list = useAlerts(userSysId);
  const notices = useMemberNotices(userSysId);
  const fmt = new Intl.DateTimeFormat(locale === 'ko' ? 'ko-KR' : 'en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Seoul',
  });
  const day = new Intl.DateTimeFormat(locale === 'ko' ? 'ko-KR' : 'en-US', {
    dateStyle: 'medium',
    timeZone: 'Asia/Seoul',
  });
  const unread = list.data?.alerts.some((a) => !a.read) ?? false;
  useEffect(() => {
    if (userSysId && unread) void patchAlertsRead(userSysId).catch(() => undefined);
  }, [userSysId, unread]);

  const entries: Entry[] = [
    ...(list.data?.alerts ?? []).map((a) => ({
      key: `a${a.alertSysId}`,
      type: a.type,
      url: a.url,
      title: a.title,
      body: a.body,
      createdAt: a.createdAt,
      unread: !a.read,
    })),
    ...(notices.data?.items ?? []).map((n) => ({
      key: `n${n.memberNoticeSysId}`,
      type: n.kind,
      url: '/AlertSet',
      title: t('compliance.consents.noticeTitle'),
      body: '',
      note: t('compliance.consents.noticeBody', {
        list: n.consents
          .map((c) => `${t(`compliance.consents.kinds.${c.kind}`)} (${day.format(new Date(c.agreedAt))})`)
          .join(', '),
      }),
      createdAt: n.createdAt,
      unread: false,
    })),
  ].sort((x, y) => y.createdAt.localeCompare(x.createdAt));

  return (
    <Page title={t('screens.AlertList')}>
      {list.isLoading || notices.isLoading ? (
        <Spinner label={t('common.loading')} />
      ) : entries.length > 0 ? (
        <ul className="n-alerts" data-testid="alert-list">
          {entries.map((a) => (
            <li
              key={a.key}
              className={a.unread ? 'n-alert n-alert--new' : 'n-alert'}
              data-testid="member-alert"
              data-type={a.type}
            >
              <Link to={a.url} className="n-alert__link">
                <strong className="n-alert__title">
                  {a.unread ? (
                    <span className="n-alert__badge" data-testid="unread-mark">
                      {t('reach.alerts.unread')}
                    </span>
                  ) : null}
                  {a.title}
                </strong>
                {a.body ? <span className="n-alert__body">{a.body}</span> : null}
                {a.note ? <span className="legal-note">{a.note}</span> : null}
                <time className="n-alert__time" dateTime={a.createdAt}>
                  {fmt.format(new Date(a.createdAt))}
                </time>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState title={t('reach.alerts.empty')} />
      )}
    </Page>
  );
}
