import { useMemo } from 'react';
import { useLocale } from '../../../../shared/i18n';
import type { AdminSchedule } from '../../api/broadcasts';
import { useAdminT } from '../../i18n';
import { addDays } from '../../ui/format';

/** The month's grid (weeks from Sunday) with each day's airings as buttons. */
export function BroadcastCalendar({
  from,
  to,
  rows,
  onSelect,
}: {
  from: string;
  to: string;
  rows: AdminSchedule[];
  onSelect: (s: AdminSchedule) => void;
}) {
  const t = useAdminT();
  const [locale] = useLocale();
  const days = useMemo(() => {
    const first = new Date(`${from}T00:00:00Z`).getUTCDay();
    const cells: (string | null)[] = Array.from({ length: first }, () => null);
    for (let d = from; d <= to; d = addDays(d, 1)) cells.push(d);
    return cells;
  }, [from, to]);
  const byDay = (d: string) => rows.filter((s) => s.startDate === d);
  const weekdays =
    locale === 'en' ? ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] : ['일', '월', '화', '수', '목', '금', '토'];
  return (
    <div className="adm-calendar" role="grid" aria-label={t('admin.broadcasts.calendar')}>
      {weekdays.map((w) => (
        <div key={w} className="adm-calendar__wd" role="columnheader">
          {w}
        </div>
      ))}
      {days.map((d, i) =>
        d ? (
          <div key={d} className="adm-calendar__day" role="gridcell" data-day={d}>
            <span className="adm-calendar__num">{Number(d.slice(8))}</span>
            {byDay(d).map((s) => (
              <button
                type="button"
                key={s.broadcastScheduleSysId}
                className={`adm-calendar__show adm-calendar__show--${s.blocked ? 'blocked' : `f${s.liveFlag}`}`}
                onClick={() => onSelect(s)}
                data-testid="calendar-show"
              >
                {s.startTime} {s.title}
              </button>
            ))}
          </div>
        ) : (
          <div key={`e${i}`} className="adm-calendar__day adm-calendar__day--empty" />
        ),
      )}
    </div>
  );
}
