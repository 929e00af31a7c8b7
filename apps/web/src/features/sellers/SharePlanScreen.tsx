import { Link, useNavigate, useParams } from 'react-router';
import { kstDate } from '@lc/contracts';
import { notify } from '../../shared/dialog';
import { useT } from '../../shared/i18n';
import { useSession } from '../../shared/session';
import { Button, ButtonLink, EmptyState, Page, Spinner } from '../../shared/ui';
import { useSharePlan } from './api/get-share-plan';
import './sally.css';

const shiftDay = (day: string, by: number) =>
  kstDate(new Date(new Date(`${day}T12:00:00+09:00`).getTime() + by * 86_400_000));
const normal = (d: string | undefined) =>
  d && /^\d{8}$/.test(d)
    ? `${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6)}`
    : d && /^\d{4}-\d{2}-\d{2}$/.test(d)
      ? d
      : null;

/**
 * '/sharePlan' (the signed-in sellover's own plan of today) and '/sharePlan/:userSysId/:date': a
 * sellover's public schedule of one day, shareable (the server adds Open Graph tags to the link).
 */
export function SharePlanScreen() {
  const t = useT();
  const navigate = useNavigate();
  const p = useParams();
  const { userSysId: me } = useSession();
  const userSysId = Number(p.userSysId) || me || 0;
  const day = normal(p.date) ?? kstDate(new Date());
  const plan = useSharePlan(userSysId, day);
  const go = (d: string) => navigate(`/sharePlan/${userSysId}/${d}`, { replace: true });
  const share = async () => {
    const url = `${window.location.origin}/sharePlan/${userSysId}/${day}`;
    const title = plan.data ? t('sally.plan.title', { name: plan.data.sallyName, date: day }) : url;
    try {
      if (navigator.share) await navigator.share({ title, url });
      else {
        await navigator.clipboard.writeText(url);
        void notify(t('sally.plan.copied'));
      }
    } catch {
      /* the share sheet was closed */
    }
  };
  if (!userSysId)
    return (
      <Page title={t('screens.sharePlan')}>
        <EmptyState
          title={t('sally.plan.loginFirst')}
          action={<ButtonLink to="/Login">{t('sally.plan.login')}</ButtonLink>}
        />
      </Page>
    );
  return (
    <Page title={t('screens.sharePlan')}>
      <div className="sl-body">
        <div className="sl-daynav">
          <Button size="sm" variant="ghost" onClick={() => go(shiftDay(day, -1))} aria-label={t('sally.plan.prev')}>
            ‹
          </Button>
          <strong>{day}</strong>
          <Button size="sm" variant="ghost" onClick={() => go(shiftDay(day, 1))} aria-label={t('sally.plan.next')}>
            ›
          </Button>
        </div>
        {plan.isPending ? (
          <Spinner label={t('common.loading')} />
        ) : plan.isError || !plan.data ? (
          <EmptyState title={t('sally.plan.notFound')} />
        ) : (
          <>
            <h2 className="sl-h2">{t('sally.plan.title', { name: plan.data.sallyName, date: day })}</h2>
            {plan.data.broadcasts.length === 0 ? (
              <p className="s-muted">{t('sally.plan.none')}</p>
            ) : (
              <ul className="sl-plan">
                {plan.data.broadcasts.map((b) => (
                  <li key={b.broadcastScheduleSysId}>
                    <Link className="sl-show" to={`/Vod/${b.broadcastSysId}/${b.broadcastScheduleSysId}`}>
                      {b.thumnailLiveUrl ? (
                        <img src={b.thumnailLiveUrl} alt="" className="sl-show__img" />
                      ) : (
                        <span className="sl-show__img" />
                      )}
                      <span className="sl-show__text">
                        <span className="sl-show__time">
                          {b.startTime}–{b.endTime}{' '}
                          {b.scheduleType === 1 ? <span className="sl-badge sl-badge--live">LIVE</span> : null}
                        </span>
                        <strong className="sl-show__title">{b.title}</strong>
                        <span className="sl-show__brand">{b.brandName}</span>
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
            <Button block onClick={() => void share()}>
              {t('sally.plan.share')}
            </Button>
          </>
        )}
      </div>
    </Page>
  );
}
