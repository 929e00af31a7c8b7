import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { LIVE_ITEM_TYPES, kstDate, type BroadcastCard, type LiveItemType } from '@lc/contracts';
import { ask, notify } from '../../shared/dialog';
import { useLocale, useT } from '../../shared/i18n';
import { rememberLandingPage, useSession } from '../../shared/session';
import { EmptyState, Page, Spinner } from '../../shared/ui';
import { useLiveItems } from './api/get-live-items';
import { useReservations } from './api/get-reservations';
import { useSchedules } from './api/get-schedules';
import { useSetAlarm } from './api/post-alarm';
import './broadcasts.css';

/** How many days the calendar strip offers (today and the following days). */
export const CALENDAR_DAYS = 7;

function playerPath(b: { broadcastSysId: number; broadcastScheduleSysId: number; status: string }) {
  return b.status === 'vod'
    ? `/PastVod/${b.broadcastSysId}/${b.broadcastScheduleSysId}`
    : `/Vod/${b.broadcastSysId}/${b.broadcastScheduleSysId}`;
}

function StatusBadge({ status }: { status: BroadcastCard['status'] }) {
  const t = useT();
  return <span className={`bcb bcb--${status}`}>{t(`broadcasts.status.${status}`)}</span>;
}

function BroadcastRow({ b, onAlarm }: { b: BroadcastCard; onAlarm?: (b: BroadcastCard) => void }) {
  const t = useT();
  return (
    <li className="bcard">
      <Link to={playerPath(b)} className="bcard__link">
        <img className="bcard__thumb" src={b.thumnailLiveUrl ?? ''} alt="" />
        <span className="bcard__body">
          <span className="bcard__time">
            {b.startTime}–{b.endTime} <StatusBadge status={b.status} />
          </span>
          <span className="bcard__title">{b.title}</span>
          <span className="bcard__brand">{b.brandName}</span>
        </span>
      </Link>
      {onAlarm && b.status === 'ready' ? (
        <button
          type="button"
          className={`pill ${b.isAlarm ? 'pill--on' : 'pill--dark'}`}
          aria-pressed={b.isAlarm === 1}
          onClick={() => onAlarm(b)}
        >
          {b.isAlarm ? t('broadcasts.calendar.alarmOn') : t('broadcasts.calendar.alarmOff')}
        </button>
      ) : null}
    </li>
  );
}

function useAlarmToggle() {
  const t = useT();
  const navigate = useNavigate();
  const { isLogin, userSysId } = useSession();
  const setAlarm = useSetAlarm(userSysId);
  return (b: BroadcastCard) => {
    if (!isLogin) {
      void ask(t('broadcasts.calendar.alarmLogin')).then((yes) => {
        if (!yes) return;
        rememberLandingPage('/Calendar');
        void navigate('/Login');
      });
      return;
    }
    setAlarm.mutate(
      { schedule: b.broadcastScheduleSysId, on: !b.isAlarm },
      {
        onSuccess: (r) => notify(r.isAlarm ? t('broadcasts.calendar.alarmSet') : t('broadcasts.calendar.alarmCleared')),
        onError: (e) => notify(e.message),
      },
    );
  };
}

/** /Calendar: broadcasts of a day (schedules/list, page size 50) with alarm reservations. */
export function CalendarScreen() {
  const t = useT();
  const [locale] = useLocale();
  const { userSysId } = useSession();
  const [days] = useState(() => {
    const now = Date.now();
    return Array.from({ length: CALENDAR_DAYS }, (_, i) => kstDate(new Date(now + i * 86_400_000)));
  });
  const [day, setDay] = useState(days[0]!);
  const list = useSchedules(day, userSysId);
  const toggle = useAlarmToggle();
  const weekday = (d: string) =>
    new Intl.DateTimeFormat(locale === 'ko' ? 'ko-KR' : 'en-US', { weekday: 'short', timeZone: 'UTC' }).format(
      new Date(`${d}T00:00:00Z`),
    );
  return (
    <Page
      title={t('screens.Calendar')}
      headerRight={
        <Link to="/CalendarReserved" className="pill pill--dark cal__reserved">
          {t('broadcasts.calendar.reserved')}
        </Link>
      }
    >
      <div className="days" role="tablist" aria-label={t('broadcasts.calendar.days')}>
        {days.map((d) => (
          <button
            key={d}
            type="button"
            role="tab"
            aria-selected={d === day}
            className={`day ${d === day ? 'day--on' : ''}`}
            onClick={() => setDay(d)}
          >
            <span className="day__w">{weekday(d)}</span>
            <span className="day__d">{Number(d.slice(8))}</span>
          </button>
        ))}
      </div>
      {list.isLoading ? (
        <Spinner label={t('common.loading')} />
      ) : list.data && list.data.schedules.length > 0 ? (
        <ul className="blist">
          {list.data.schedules.map((b) => (
            <BroadcastRow key={b.broadcastScheduleSysId} b={b} onAlarm={toggle} />
          ))}
        </ul>
      ) : (
        <EmptyState title={t('broadcasts.calendar.empty')} />
      )}
    </Page>
  );
}

/** /CalendarReserved: the member's reservations (users/{id}/broadcastreservations/list). */
export function CalendarReservedScreen() {
  const t = useT();
  const { userSysId } = useSession();
  const list = useReservations(userSysId);
  const toggle = useAlarmToggle();
  return (
    <Page title={t('screens.CalendarReserved')}>
      {list.isLoading ? (
        <Spinner label={t('common.loading')} />
      ) : list.data && list.data.reservations.length > 0 ? (
        <ul className="blist">
          {list.data.reservations.map((b) => (
            <li key={b.broadcastScheduleSysId} className="blist__group">
              <p className="blist__date">{b.startDate}</p>
              <ul className="blist">
                <BroadcastRow b={b} onAlarm={toggle} />
              </ul>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState title={t('broadcasts.calendar.noReservations')} />
      )}
    </Page>
  );
}

/** /LiveItems/{type}: on air, upcoming or replays. */
export function LiveItemsScreen() {
  const t = useT();
  const navigate = useNavigate();
  const { type } = useParams();
  const kind: LiveItemType = (LIVE_ITEM_TYPES as readonly string[]).includes(type ?? '')
    ? (type as LiveItemType)
    : 'live';
  const list = useLiveItems(kind);
  const toggle = useAlarmToggle();
  return (
    <Page title={t(`broadcasts.items.${kind}`)} className="page--black">
      <div className="tabs" role="tablist">
        {LIVE_ITEM_TYPES.map((k) => (
          <button
            key={k}
            type="button"
            role="tab"
            aria-selected={k === kind}
            className={`tabs__tab ${k === kind ? 'is-active' : ''}`}
            onClick={() => navigate(`/LiveItems/${k}`, { replace: true })}
          >
            {t(`broadcasts.items.${k}`)}
          </button>
        ))}
      </div>
      {list.isLoading ? (
        <Spinner label={t('common.loading')} />
      ) : list.data && list.data.broadcasts.length > 0 ? (
        <ul className="blist">
          {list.data.broadcasts.map((b) => (
            <BroadcastRow key={b.broadcastScheduleSysId} b={b} onAlarm={toggle} />
          ))}
        </ul>
      ) : (
        <EmptyState title={t('broadcasts.items.empty')} />
      )}
    </Page>
  );
}
