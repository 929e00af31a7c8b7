/**
 * bench/catalog: cached product-list requests per second through the real app, divided by a bare
 * `node:http` server sending the same bytes (goal ≥ 0.85); the uncached figure (every request misses
 * the cache and queries the database); p99 latencies. One run prints all figures.
 *
 *   node --import tsx bench/catalog/run.ts [seconds per phase, default 4] [connections, default 32]
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { benchApp, demoStore, listenLocal, runBench } from '../lib/app.js';
import { calibrate, machineLine } from '../lib/machine.js';

const seconds = Number(process.argv[2] ?? 4);
const connections = Number(process.argv[3] ?? 32);
const PATH = '/api/v1/products/lists?categorySysId=1&sort=newest&startIndex=0&rowCount=20';
const here = path.dirname(fileURLToPath(import.meta.url));

interface Result {
  count: number;
  errors: number;
  latencies: number[];
}

function load(port: number, unique: boolean, ms: number): Promise<Result> {
  return new Promise((resolve, reject) => {
    const w = new Worker(path.join(here, 'load.mjs'), {
      workerData: { port, path: PATH, unique, connections, ms, lang: 'ko' },
    });
    w.once('message', (m: Result) => {
      void w.terminate();
      resolve(m);
    });
    w.once('error', reject);
  });
}

const p99 = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(s.length * 0.99))] ?? 0;
};

async function main() {
  machineLine('before');
  calibrate();
  const store = await demoStore('catalog');
  const { database } = store;
  const app = await benchApp(store, { SERVICES: 'api' });
  const appPort = Number(new URL(await listenLocal(app)).port);

  // the exact bytes and content type the app answers
  const probe = await fetch(`http://127.0.0.1:${appPort}${PATH}`, { headers: { 'accept-language': 'ko' } });
  const body = Buffer.from(await probe.arrayBuffer());
  const contentType = probe.headers.get('content-type') ?? 'application/json';
  const bare = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': contentType, 'content-length': body.length });
    res.end(body);
  });
  bare.keepAliveTimeout = 10_000;
  await new Promise<void>((r) => bare.listen(0, '127.0.0.1', r));
  const barePort = (bare.address() as AddressInfo).port;

  const ms = seconds * 1000;
  // warm-up (JIT, pools), then alternate so neither side gets the warmer machine
  await load(appPort, false, 1000);
  await load(barePort, false, 1000);
  await load(appPort, true, 1000);
  const cached: Result[] = [];
  const bareRuns: Result[] = [];
  for (let i = 0; i < 2; i++) {
    cached.push(await load(appPort, false, ms));
    bareRuns.push(await load(barePort, false, ms));
  }
  const uncached = await load(appPort, true, ms);

  const rps = (rs: Result[]) => rs.reduce((s, r) => s + r.count, 0) / (rs.length * seconds);
  const cachedRps = rps(cached);
  const bareRps = rps(bareRuns);
  const uncachedRps = rps([uncached]);
  const errors = [...cached, ...bareRuns, uncached].reduce((s, r) => s + r.errors, 0);
  const lines = [
    `bench/catalog  GET ${PATH}  (${body.length} bytes, ${connections} connections, ${seconds}s per phase, ${database.kind})`,
    `  bare node:http          ${bareRps.toFixed(0).padStart(7)} req/s   p99 ${p99(bareRuns.flatMap((r) => r.latencies)).toFixed(2)} ms`,
    `  app, cached             ${cachedRps.toFixed(0).padStart(7)} req/s   p99 ${p99(cached.flatMap((r) => r.latencies)).toFixed(2)} ms`,
    `  app, uncached           ${uncachedRps.toFixed(0).padStart(7)} req/s   p99 ${p99(uncached.latencies).toFixed(2)} ms`,
    `  cached / bare           ${(cachedRps / bareRps).toFixed(3)}   (goal >= 0.85)`,
    `  uncached / bare         ${(uncachedRps / bareRps).toFixed(3)}`,
    `  cached / uncached       ${(cachedRps / uncachedRps).toFixed(1)}x`,
    `  errors                  ${errors}`,
  ];
  console.log(lines.join('\n'));
  machineLine('after');
  await new Promise<void>((r) => bare.close(() => r()));
  await app.close();
  await store.close();
}

runBench(main);
