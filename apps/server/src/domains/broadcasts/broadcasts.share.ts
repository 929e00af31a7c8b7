import { SPONSOR_LABEL, type BroadcastInfo, type Lang } from '@lc/contracts';

/**
 * Share links (live §2): `/LiveInfo/share/{broadcastSysId}/{broadcastScheduleSysId}` and the share
 * target `/Vod/{…}/{…}/live` are opened by messenger and portal crawlers that do not run scripts, so
 * the server puts the broadcast's share title, text and 800×400 image into the page's Open Graph
 * tags. Anything else (a blocked or unknown broadcast) gets the plain page.
 */
export const SHARE_PATH = /^\/(?:LiveInfo\/share\/(\d{1,12})\/(\d{1,12})|Vod\/(\d{1,12})\/(\d{1,12})\/live)\/?$/i;

/** The ids of a share path, or null. */
export function shareIds(pathname: string): { broadcastSysId: number; scheduleId: number } | null {
  const m = SHARE_PATH.exec(pathname);
  if (!m) return null;
  return { broadcastSysId: Number(m[1] ?? m[3]), scheduleId: Number(m[2] ?? m[4]) };
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The share image is 800×400 (live §2). */
export const SHARE_IMAGE = { width: 800, height: 400 } as const;

/**
 * The share title and text; a sponsored show says so first (표시광고법, 추천·보증 심사지침: the 광고 label
 * where the reader sees the recommendation, a messenger's preview included).
 */
function shareTexts(b: BroadcastInfo, lang: Lang) {
  const title = b.shareTitle || b.title;
  const text = b.shareText || b.briefComment || '';
  if (!b.sponsor) return { title, text };
  const label = SPONSOR_LABEL[lang];
  return { title: `(${label}) ${title}`, text: `${label} · ${b.sponsor.brandName} — ${text}` };
}

/** Open Graph and Twitter tags for a broadcast, every value escaped; `origin` makes the URLs absolute. */
export function shareMetaTags(b: BroadcastInfo, origin: string, lang: Lang = 'ko'): string {
  const { title, text } = shareTexts(b, lang);
  // the generated 800×400 card (issue 16, share.image.ts), drawn around the operator's share image
  const image = `/share/img/broadcast/${b.broadcastScheduleSysId}.png`;
  const abs = (u: string) => (/^https?:\/\//i.test(u) ? u : `${origin}${u.startsWith('/') ? '' : '/'}${u}`);
  const tags: [string, string][] = [
    ['og:type', 'video.other'],
    ['og:title', title],
    ['og:description', text],
    ['og:url', `${origin}/Vod/${b.broadcastSysId}/${b.broadcastScheduleSysId}/live`],
    ['og:image', abs(image)],
    ['og:image:width', String(SHARE_IMAGE.width)],
    ['og:image:height', String(SHARE_IMAGE.height)],
  ];
  const out = tags.map(([p, v]) => `<meta property="${p}" content="${escapeHtml(v)}">`);
  out.push(`<meta name="twitter:card" content="summary_large_image">`);
  out.push(`<meta name="description" content="${escapeHtml(text)}">`);
  return out.join('');
}

/** The page with the tags before `</head>` (or at the start when it has none) and the title replaced. */
export function withShareMeta(html: string, b: BroadcastInfo, origin: string, lang: Lang = 'ko'): string {
  const tags = shareMetaTags(b, origin, lang);
  const titled = html.replace(/<title>[^<]*<\/title>/i, `<title>${escapeHtml(shareTexts(b, lang).title)}</title>`);
  return /<\/head>/i.test(titled) ? titled.replace(/<\/head>/i, `${tags}</head>`) : tags + titled;
}
