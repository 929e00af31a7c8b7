import { useState } from 'react';
import { useSession } from '../../../shared/session';
import { useSchedules, type AdminSchedule } from '../api/broadcasts';
import { useAdminT } from '../i18n';
import { can } from '../nav';
import { addDays, kstDay } from '../ui/format';
import { BroadcastCalendar } from './broadcasts/BroadcastCalendar';
import { BroadcastForm } from './broadcasts/BroadcastForm';
import { ScheduleDetail } from './broadcasts/ScheduleDetail';

const monthStart = (day: string) => `${day.slice(0, 7)}-01`;
const monthEnd = (start: string) => addDays(addDays(start, 32).slice(0, 8) + '01', -1);

/** Broadcasts: a month calendar of airings; create a show, assign the sellover and products, keys, block, clips. */
export function BroadcastsPage() {
  const t = useAdminT();
  const { role } = useSession();
  const [month, setMonth] = useState(() => monthStart(kstDay(Date.now())));
  const from = month;
  const to = monthEnd(month);
  const q = useSchedules(from, to);
  const [creating, setCreating] = useState(false);
  const [selected, setSelected] = useState<AdminSchedule | null>(null);
  const write = can(role, 'broadcasts.write');

  return (
    <section>
      <div className="adm-titlebar">
        <h1 className="adm-h1">{t('admin.nav.broadcasts')}</h1>
        <button
          type="button"
          onClick={() => setMonth(monthStart(addDays(month, -1)))}
          aria-label={t('admin.calendar.prev')}
        >
          ◀
        </button>
        <b data-testid="calendar-month">{month.slice(0, 7)}</b>
        <button type="button" onClick={() => setMonth(addDays(to, 1))} aria-label={t('admin.calendar.next')}>
          ▶
        </button>
        <span className="adm__spacer" />
        {write ? (
          <button type="button" className="adm-primary" onClick={() => setCreating(true)} data-testid="broadcast-new">
            + {t('admin.broadcasts.new')}
          </button>
        ) : null}
      </div>
      {creating ? (
        <BroadcastForm
          onDone={(saved) => {
            setCreating(false);
            // the calendar shows the month of the show just booked
            if (saved) setMonth(monthStart(saved.startDate));
          }}
        />
      ) : null}
      <BroadcastCalendar from={from} to={to} rows={q.data?.rows ?? []} onSelect={setSelected} />
      {selected ? <ScheduleDetail s={selected} onClose={() => setSelected(null)} /> : null}
    </section>
  );
}
