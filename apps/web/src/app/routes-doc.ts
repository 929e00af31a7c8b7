import type { AppRoute } from './routes';

const cell = (s: string) => s.replace(/\|/g, '\\|');

/** docs/routes.md, generated from the route table (`npm run docs:routes -w @lc/web`). */
export function routesMarkdown(routes: readonly AppRoute[]): string {
  const built = routes.filter((r) => r.feature !== null && r.name !== null).length;
  const soon = routes.filter((r) => r.comingSoon !== null).length;
  const lines = [
    '# Routes of the web app',
    '',
    '<!-- generated from apps/web/src/app/routes.tsx by `npm run docs:routes -w @lc/web`; do not edit by hand -->',
    '',
    "Every route of `spec/shopping.md` §2 and `spec/live.md` §2. Paths keep the spec's case; `:name?` is an",
    'optional segment. Routes are matched ignoring case except where marked "case-sensitive" (the three',
    'product/live links of live §2 differ only by case). Any other path redirects to `/404`.',
    '',
    `${routes.length} routes: ${built} screens built, ${soon} showing "준비 중입니다 / Coming soon", ${routes.length - built - soon} redirect-only.`,
    '',
    '- **requires login**: a guest gets the alert "로그인이 필요한 서비스입니다." and is sent to `/Login`; the path is',
    '  kept in sessionStorage `landingPage` and opened after login. `/MyPage` is exempt and handles guests itself.',
    '- **background**: the page background (spec §2 routing rules).',
    '- **bottom nav**: hidden on Home, the NFT home, full-screen players and nameless (redirect) routes.',
    '- **built by**: the feature folder under `apps/web/src/features` (or `app`) rendering it now, or for a',
    '  Coming-soon screen the domain that will build it.',
    '',
    '| path | screen | requires login | background | bottom nav | built by |',
    '|---|---|---|---|---|---|',
  ];
  for (const r of routes) {
    const path = `\`${cell(r.path)}\`${r.caseSensitive ? ' (case-sensitive)' : ''}`;
    const screen = r.name ?? '— (redirect)';
    const by = r.comingSoon ? `Coming soon → **${r.comingSoon}**` : `built: \`${r.feature}\``;
    lines.push(
      `| ${path} | ${screen} | ${r.requiresAuth ? 'yes' : ''} | ${r.background} | ${r.hideBottomNav || !r.name ? 'hidden' : 'shown'} | ${by} |`,
    );
  }
  lines.push(
    '| `*` | — | | white | hidden | redirect to `/404` |',
    '',
    '## Redirect-only routes',
    '',
    '- `/routeQuery/:routeName/:key/:value` opens the named route with `?key=value`. Only named routes',
    '  without parameters can be targets (names match exactly, then ignoring case); anything else goes to `/404`.',
    '- `/LiveInfo/:broadcastSysId/:broadcastScheduleSysId` sets sessionStorage `liveRedirect` and opens',
    '  `/Vod/:broadcastSysId/:broadcastScheduleSysId/live`; a missing parameter ends on `/404`.',
    '',
  );
  return lines.join('\n');
}
