import { useMemo, useState } from 'react';
import { adminBroadcastCreateRequest } from '@lc/contracts';
import { ApiError } from '../../../shared/api/client';
import { ask, askText, notify } from '../../../shared/dialog';
import { useLocale } from '../../../shared/i18n';
import { useSession } from '../../../shared/session';
import {
  streamKeys,
  issueStreamKey,
  useBlockBroadcast,
  useSaveBroadcast,
  useSchedules,
  type AdminSchedule,
  type StreamKeyStatus,
} from '../api/broadcasts';
import { useBrandOptions } from '../api/get-brands';
import { useAdminT } from '../i18n';
import { can } from '../nav';
import { Field, FormActions, validate, type FieldErrors } from '../ui/form';
import { addDays, kstDateTime, kstDay } from '../ui/format';

const monthStart = (day: string) => `${day.slice(0, 7)}-01`;
const monthEnd = (start: string) => addDays(addDays(start, 32).slice(0, 8) + '01', -1);

/** Broadcasts: a month calendar of airings; create a show, assign the sellover and products, keys, block, clips. */
export function BroadcastsPage() {
  const t = useAdminT();
  const [locale] = useLocale();
  const { role } = useSession();
  const [month, setMonth] = useState(() => monthStart(kstDay(Date.now())));
  const from = month;
  const to = monthEnd(month);
  const q = useSchedules(from, to);
  const [creating, setCreating] = useState(false);
  const [selected, setSelected] = useState<AdminSchedule | null>(null);
  const write = can(role, 'broadcasts.write');

  const days = useMemo(() => {
    const first = new Date(`${from}T00:00:00Z`).getUTCDay();
    const cells: (string | null)[] = Array.from({ length: first }, () => null);
    for (let d = from; d <= to; d = addDays(d, 1)) cells.push(d);
    return cells;
  }, [from, to]);
  const byDay = (d: string) => (q.data?.rows ?? []).filter((s) => s.startDate === d);
  const weekdays =
    locale === 'en' ? ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] : ['일', '월', '화', '수', '목', '금', '토'];

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
      {creating ? <BroadcastForm onDone={() => setCreating(false)} /> : null}
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
                  onClick={() => setSelected(s)}
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
      {selected ? <ScheduleDetail s={selected} onClose={() => setSelected(null)} /> : null}
    </section>
  );
}

function ScheduleDetail({ s, onClose }: { s: AdminSchedule; onClose: () => void }) {
  const t = useAdminT();
  const { role } = useSession();
  const block = useBlockBroadcast();
  const save = useSaveBroadcast();
  const [keys, setKeys] = useState<StreamKeyStatus[] | null>(null);
  const [issued, setIssued] = useState<{ ingestUrl: string; streamKey: string } | null>(null);
  const [locale] = useLocale();
  const [products, setProducts] = useState(s.prdtSysIds.join(', '));
  const [host, setHost] = useState(s.hostUserSysId ? String(s.hostUserSysId) : '');
  const [highlight, setHighlight] = useState(s.highlightUrl ?? '');
  const fail = (e: unknown) => notify(e instanceof ApiError ? e.message : t('admin.error'));
  const ids = (v: string) =>
    v
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number);
  return (
    <div className="adm-dialog" role="dialog" aria-modal="true" aria-label={s.title}>
      <div className="adm-dialog__box">
        <h2>{s.title}</h2>
        <p>
          {s.startDate} {s.startTime}–{s.endTime} · {t(`admin.broadcasts.flags.${s.blocked ? 'blocked' : s.liveFlag}`)}{' '}
          · {t('admin.dashboard.viewers', { count: s.viewCnt })}
        </p>
        <p className="adm-links">
          <a href={`/seller/console/${s.broadcastSysId}/${s.broadcastScheduleSysId}`}>
            {t('admin.broadcasts.console')}
          </a>
          <a href={`/Live/${s.broadcastSysId}/${s.broadcastScheduleSysId}`}>{t('admin.broadcasts.watch')}</a>
          {s.liveFlag === 2 ? (
            <a href={`/PastVod/${s.broadcastSysId}/${s.broadcastScheduleSysId}`}>{t('admin.broadcasts.replay')}</a>
          ) : null}
        </p>
        {can(role, 'broadcasts.write') ? (
          <div className="adm-form adm-form--inline">
            <label className="adm-field">
              <span>{t('admin.broadcasts.host')}</span>
              <input inputMode="numeric" value={host} onChange={(e) => setHost(e.target.value)} />
            </label>
            <label className="adm-field adm-field--wide">
              <span>{t('admin.broadcasts.products')}</span>
              <input value={products} onChange={(e) => setProducts(e.target.value)} />
            </label>
            <label className="adm-field adm-field--wide">
              <span>{t('admin.broadcasts.highlight')}</span>
              <input value={highlight} onChange={(e) => setHighlight(e.target.value)} />
            </label>
            <button
              type="button"
              className="adm-primary"
              onClick={() =>
                save.mutate(
                  {
                    broadcastSysId: s.broadcastSysId,
                    body: {
                      hostUserSysId: host ? Number(host) : null,
                      prdtSysIds: ids(products),
                      highlights: [
                        { broadcastScheduleSysId: s.broadcastScheduleSysId, highlightUrl: highlight || null },
                      ],
                    },
                  },
                  { onSuccess: onClose, onError: fail },
                )
              }
            >
              {t('admin.form.save')}
            </button>
          </div>
        ) : null}
        {can(role, 'broadcasts.streamKey') ? (
          <div>
            <button
              type="button"
              className="adm-primary"
              data-testid="stream-key-issue"
              onClick={async () => {
                if (!(await ask(t('admin.broadcasts.issueAsk')))) return;
                issueStreamKey(s.broadcastSysId, s.broadcastScheduleSysId).then(
                  (k) => setIssued({ ingestUrl: k.ingestUrl, streamKey: k.streamKey }),
                  fail,
                );
              }}
            >
              {t('admin.broadcasts.issueKey')}
            </button>{' '}
            <button
              type="button"
              onClick={() => streamKeys(s.broadcastSysId, false).then((r) => setKeys(r.keys), fail)}
            >
              {t('admin.broadcasts.showKey')}
            </button>{' '}
            <button
              type="button"
              onClick={async () => {
                if (await ask(t('admin.broadcasts.revokeAsk')))
                  streamKeys(s.broadcastSysId, true).then((r) => setKeys(r.keys), fail);
              }}
            >
              {t('admin.broadcasts.revoke')}
            </button>
            {issued ? (
              <dl className="adm-keys" data-testid="stream-key-issued">
                <dt>{t('admin.broadcasts.ingestUrl')}</dt>
                <dd>
                  <code data-testid="admin-ingest-url">{issued.ingestUrl}</code>
                </dd>
                <dt>{t('admin.broadcasts.streamKey')}</dt>
                <dd>
                  <code data-testid="admin-stream-key">{issued.streamKey}</code>
                </dd>
                <dd className="adm-hint">{t('admin.broadcasts.keyOnce')}</dd>
              </dl>
            ) : null}
            {keys ? (
              keys.length === 0 ? (
                <p className="adm-hint">{t('admin.broadcasts.noKey')}</p>
              ) : (
                <ul className="adm-list" data-testid="stream-keys">
                  {keys.map((k) => (
                    <li key={k.streamKeySysId}>
                      #{k.streamKeySysId} · {t('admin.broadcasts.keyIssued', { at: kstDateTime(k.createdAt, locale) })}{' '}
                      ·{' '}
                      {k.revokedAt
                        ? t('admin.broadcasts.keyRevoked')
                        : k.endedAt
                          ? t('admin.broadcasts.keyEnded')
                          : k.firstPublishAt
                            ? t('admin.broadcasts.keyLive')
                            : t('admin.broadcasts.keyUnused')}
                    </li>
                  ))}
                </ul>
              )
            ) : null}
          </div>
        ) : null}
        <div className="adm-dialog__actions">
          {can(role, 'broadcasts.block') ? (
            <button
              type="button"
              onClick={async () => {
                if (s.blocked) {
                  block.mutate(
                    { broadcastSysId: s.broadcastSysId, block: false },
                    { onSuccess: onClose, onError: fail },
                  );
                  return;
                }
                const reason = await askText(t('admin.broadcasts.blockReason'));
                if (!reason?.trim()) return;
                block.mutate(
                  { broadcastSysId: s.broadcastSysId, block: true, reason },
                  { onSuccess: onClose, onError: fail },
                );
              }}
            >
              {s.blocked ? t('admin.broadcasts.unblock') : t('admin.broadcasts.block')}
            </button>
          ) : null}
          <button type="button" onClick={onClose}>
            {t('admin.form.close')}
          </button>
        </div>
      </div>
    </div>
  );
}

function BroadcastForm({ onDone }: { onDone: () => void }) {
  const t = useAdminT();
  const [locale] = useLocale();
  const brands = useBrandOptions();
  const save = useSaveBroadcast();
  const [f, setF] = useState(() => ({
    brandSysId: '',
    hostUserSysId: '',
    title: '',
    titleEn: '',
    briefComment: '',
    startDate: kstDay(Date.now()),
    startTime: '20:00',
    endTime: '21:00',
    prdtSysIds: '',
  }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const set = (k: keyof typeof f) => (e: { target: { value: string } }) => setF((s) => ({ ...s, [k]: e.target.value }));
  const submit = () => {
    const v = validate(adminBroadcastCreateRequest, {
      brandSysId: Number(f.brandSysId),
      hostUserSysId: f.hostUserSysId ? Number(f.hostUserSysId) : null,
      title: f.title,
      titleEn: f.titleEn || null,
      briefComment: f.briefComment,
      schedules: [{ startDate: f.startDate, startTime: f.startTime, endTime: f.endTime }],
      prdtSysIds: f.prdtSysIds
        .split(/[\s,]+/)
        .filter(Boolean)
        .map(Number),
    });
    if (!v.ok) return setErrors(v.errors);
    setErrors({});
    save.mutate(
      { broadcastSysId: null, body: v.data },
      { onSuccess: onDone, onError: (e) => setServerError(e instanceof ApiError ? e.message : t('admin.error')) },
    );
  };
  return (
    <form
      className="adm-form"
      data-testid="broadcast-form"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <div className="adm-form__grid">
        <Field label={t('admin.products.brand')} name="brandSysId" errors={errors}>
          <select value={f.brandSysId} onChange={set('brandSysId')} data-testid="broadcast-brand">
            <option value="">{t('admin.form.choose')}</option>
            {brands.data?.rows.map((b) => (
              <option key={b.brandSysId} value={b.brandSysId}>
                {locale === 'en' && b.nameEn ? b.nameEn : b.name}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t('admin.broadcasts.host')} name="hostUserSysId" errors={errors}>
          <input
            inputMode="numeric"
            value={f.hostUserSysId}
            onChange={set('hostUserSysId')}
            data-testid="broadcast-host"
          />
        </Field>
        <Field label={t('admin.broadcasts.title')} name="title" errors={errors} wide>
          <input value={f.title} onChange={set('title')} data-testid="broadcast-title" />
        </Field>
        <Field label={t('admin.broadcasts.titleEn')} name="titleEn" errors={errors} wide>
          <input value={f.titleEn} onChange={set('titleEn')} />
        </Field>
        <Field label={t('admin.broadcasts.date')} name="schedules.0.startDate" errors={errors}>
          <input type="date" value={f.startDate} onChange={set('startDate')} data-testid="broadcast-date" />
        </Field>
        <Field label={t('admin.broadcasts.start')} name="schedules.0.startTime" errors={errors}>
          <input type="time" value={f.startTime} onChange={set('startTime')} data-testid="broadcast-start" />
        </Field>
        <Field label={t('admin.broadcasts.end')} name="schedules.0.endTime" errors={errors}>
          <input type="time" value={f.endTime} onChange={set('endTime')} data-testid="broadcast-end" />
        </Field>
        <Field label={t('admin.broadcasts.products')} name="prdtSysIds" errors={errors} wide>
          <input
            value={f.prdtSysIds}
            onChange={set('prdtSysIds')}
            placeholder="101, 102"
            data-testid="broadcast-products"
          />
        </Field>
        <Field label={t('admin.broadcasts.brief')} name="briefComment" errors={errors} wide>
          <textarea rows={2} value={f.briefComment} onChange={set('briefComment')} />
        </Field>
      </div>
      <FormActions error={serverError} onCancel={onDone} saving={save.isPending} saveTestId="broadcast-save" />
    </form>
  );
}
