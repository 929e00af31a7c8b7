/** Starts the real server on the built web app (fresh embedded database, demo data, demo live show). */
import { startServer, type RunningServer } from '../../e2e/server.js';

/** The server answering with the web app built into `webDist`. */
export function startWebServer(webDist: string): Promise<RunningServer> {
  return startServer({
    name: 'bench-web',
    env: { LOG_LEVEL: 'warn', RTMP_PORT: '0', WEB_DIST: webDist },
    healthTimeoutMs: 300_000,
  });
}
