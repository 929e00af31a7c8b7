/** Load generator (runs in a worker thread): `connections` keep-alive loops for `ms`, reporting count and latencies. */
import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

/** @type {{port: number, path: string, unique: boolean, connections: number, ms: number, lang: string}} unique appends a fresh query parameter to defeat the response cache */
const job = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: job.connections });
let seq = 0;

/** @returns {Promise<number>} latency in ms */
function once() {
  const started = process.hrtime.bigint();
  const path = job.unique ? `${job.path}&_u=${seq++}` : job.path;
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port: job.port, path, agent, headers: { 'accept-language': job.lang } },
      (res) => {
        res.on('data', () => undefined);
        res.on('end', () => {
          if (res.statusCode !== 200) reject(new Error(`status ${res.statusCode}`));
          else resolve(Number(process.hrtime.bigint() - started) / 1e6);
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

async function main() {
  const until = Date.now() + job.ms;
  const latencies = [];
  let errors = 0;
  await Promise.all(
    Array.from({ length: job.connections }, async () => {
      while (Date.now() < until) {
        try {
          latencies.push(await once());
        } catch {
          errors += 1;
        }
      }
    }),
  );
  agent.destroy();
  parentPort.postMessage({ count: latencies.length, errors, latencies });
}
void main();
