import type { Lang, SharePlanResponse } from '@lc/contracts';

/**
 * The shared day schedule of a sellover (`/sharePlan/{userSysId}/{date}`) is opened by messenger and
 * portal crawlers that do not run scripts: like the broadcast share page (broadcasts.share.ts), the
 * server puts the plan's title, the day's shows and the first show's image into Open Graph tags.
 */
export const SHARE_PLAN_PATH = /^\/sharePlan\/(\d{1,12})\/(\d{4}-?\d{2}-?\d{2})\/?$/;

export function sharePlanIds(pathname: string): { userSysId: number; date: string } | null {
  const m = SHARE_PLAN_PATH.exec(pathname);
  return m ? { userSysId: Number(m[1]), date: m[2]! } : null;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function sharePlanTitle(p: Pick<SharePlanResponse, 'sallyName' | 'date'>, lang: Lang): string {
  return lang === 'en' ? `${p.sallyName}'s live shows on ${p.date}` : `${p.sallyName}의 ${p.date} 라이브 편성표`;
}

/** The page with the plan's Open Graph tags before `</head>` and its title. */
export function sharePlanMeta(html: string, p: SharePlanResponse, origin: string, lang: Lang): string {
  const title = sharePlanTitle(p, lang);
  const text =
    p.broadcasts.length > 0
      ? p.broadcasts.map((b) => `${b.startTime} ${b.title}`).join(' · ')
      : lang === 'en'
        ? 'No live shows on this day.'
        : '이 날은 예정된 방송이 없습니다.';
  const image = p.broadcasts.find((b) => b.thumnailLiveUrl)?.thumnailLiveUrl ?? null;
  const abs = (u: string) => (/^https?:\/\//i.test(u) ? u : `${origin}${u.startsWith('/') ? '' : '/'}${u}`);
  const tags: [string, string][] = [
    ['og:type', 'website'],
    ['og:title', title],
    ['og:description', text],
    ['og:url', `${origin}/sharePlan/${p.userSysId}/${p.date}`],
  ];
  if (image) tags.push(['og:image', abs(image)]);
  const out = tags.map(([k, v]) => `<meta property="${k}" content="${escapeHtml(v)}">`);
  out.push(`<meta name="twitter:card" content="summary_large_image">`);
  out.push(`<meta name="description" content="${escapeHtml(text)}">`);
  const titled = html.replace(/<title>[^<]*<\/title>/i, `<title>${escapeHtml(title)}</title>`);
  return /<\/head>/i.test(titled) ? titled.replace(/<\/head>/i, `${out.join('')}</head>`) : out.join('') + titled;
}
