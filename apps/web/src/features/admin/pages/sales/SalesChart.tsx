import type { AdminSalesDay } from '@lc/contracts';

/** One bar per day (net sales), drawn in SVG: no chart library in the admin bundle for one picture. */
export function SalesChart({ days, label }: { days: AdminSalesDay[]; label: string }) {
  const max = Math.max(1, ...days.map((d) => d.net));
  const w = 100 / Math.max(1, days.length);
  return (
    <svg className="adm-chart" viewBox="0 0 100 40" preserveAspectRatio="none" role="img" aria-label={label}>
      {days.map((d, i) => {
        const h = (Math.max(0, d.net) / max) * 38;
        return (
          <rect key={d.day} x={i * w + w * 0.15} width={w * 0.7} y={40 - h} height={h}>
            <title>{`${d.day} ${d.net}`}</title>
          </rect>
        );
      })}
    </svg>
  );
}
