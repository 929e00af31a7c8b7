import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client.js';

/**
 * The node's metrics (issue 26 #7), one registry per app (tests run several apps in one process):
 * prom-client's default process metrics (event-loop delay, heap, CPU) and the families below, read by
 * `GET /metrics` (metrics.routes.ts) and the Grafana dashboard in deploy/grafana. Counters move where
 * things happen (a line at the spot); gauges of state are read when scraped (`collect`).
 * Labels stay bounded: route patterns (never raw URLs), status classes, job names, live shows only.
 */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const reg = [registry];

  const httpDuration = new Histogram({
    name: 'lc_http_request_duration_seconds',
    help: 'HTTP answers by route pattern, method and status class',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: reg,
  });
  const chatDeliveries = new Counter({
    name: 'lc_chat_deliveries_total',
    help: "Chat messages written to this node's sockets (one per message per viewer)",
    registers: reg,
  });
  const slowDropped = new Counter({
    name: 'lc_realtime_slow_sockets_dropped_total',
    help: 'Sockets dropped because they could not keep up with their room',
    registers: reg,
  });
  const redisErrors = new Counter({
    name: 'lc_redis_errors_total',
    help: "'error' events of this node's Redis clients (the main client and its duplicates)",
    labelNames: ['client'] as const,
    registers: reg,
  });
  const jobLag = new Histogram({
    name: 'lc_job_lag_seconds',
    help: 'How late a timed job ran after its scheduled time',
    labelNames: ['job'] as const,
    buckets: [0.1, 0.5, 1, 5, 15, 30, 60, 120, 300, 900],
    registers: reg,
  });
  const jobLast = new Gauge({
    name: 'lc_job_last_lag_seconds',
    help: 'Lag of the last run of each timed job on this node',
    labelNames: ['job'] as const,
    registers: reg,
  });
  const encoderSpeed = new Gauge({
    name: 'lc_encoder_speed_ratio',
    help: "Transcoding speed of each live show's ffmpeg on this node (x real time; below 1 falls behind)",
    labelNames: ['show'] as const,
    registers: reg,
  });

  /** counts the client's 'error' events and those of every client duplicated from it */
  function watchRedis(client: Redis, name = 'main') {
    client.on('error', () => redisErrors.inc({ client: name }));
    const duplicate = client.duplicate.bind(client);
    client.duplicate = (...args: Parameters<Redis['duplicate']>) => {
      const dup = duplicate(...args);
      watchRedis(dup, 'duplicate');
      return dup;
    };
  }

  return {
    registry,
    watchRedis,
    chatDelivered: (n: number) => chatDeliveries.inc(n),
    slowDropped: () => slowDropped.inc(),
    /** a timed job ran `lagMs` after it was due */
    jobRan(job: string, lagMs: number) {
      const s = Math.max(0, lagMs) / 1000;
      jobLag.observe({ job }, s);
      jobLast.set({ job }, s);
    },
    /** the show's ffmpeg reports its speed; undefined: the run ended */
    encoderSpeed(show: number, speed: number | undefined) {
      if (speed === undefined) encoderSpeed.remove({ show: String(show) });
      else encoderSpeed.set({ show: String(show) }, speed);
    },
    /** every answer Fastify gives, by its route pattern (unmatched: `unmatched`) */
    watchHttp(fastify: FastifyInstance) {
      fastify.addHook('onResponse', async (req, reply) => {
        httpDuration.observe(
          {
            method: req.method,
            route: req.routeOptions.url ?? 'unmatched',
            status_class: `${Math.floor(reply.statusCode / 100)}xx`,
          },
          reply.elapsedTime / 1000,
        );
      });
    },
    /** an answer from the catalog's cache below Fastify (a 200 GET of that route) */
    cacheAnswered(route: string, seconds: number) {
      httpDuration.observe({ method: 'GET', route, status_class: '2xx' }, seconds);
    },
    /** the database pool's connections and waiting queries (PGlite: one connection, nobody waits) */
    watchDatabase(database: Database) {
      const labels = ['state'] as const;
      new Gauge({
        name: 'lc_db_pool_connections',
        help: 'database pool connections by state (total, idle) and queries waiting for one (waiting); the embedded database counts as one connection',
        labelNames: labels,
        registers: reg,
        collect() {
          const p = database.poolStats();
          this.set({ state: 'total' }, p.total);
          this.set({ state: 'idle' }, p.idle);
          this.set({ state: 'waiting' }, p.waiting);
        },
      });
    },
    /** gauges read from the realtime role when scraped */
    watchRealtime(probe: RealtimeGauges) {
      new Gauge({
        name: 'lc_realtime_sockets',
        help: 'Sockets connected to this node',
        registers: reg,
        collect() {
          this.set(probe.sockets());
        },
      });
      new Gauge({
        name: 'lc_realtime_rooms',
        help: 'Show rooms with at least one socket on this node',
        registers: reg,
        collect() {
          this.set(probe.rooms());
        },
      });
      new Gauge({
        name: 'lc_show_viewers',
        help: "Viewers of each live show on this node (sum over nodes for the show's audience)",
        labelNames: ['show'] as const,
        registers: reg,
        collect() {
          this.reset();
          for (const [show, n] of probe.liveViewers()) this.set({ show: String(show) }, n);
        },
      });
    },
  };
}

/** What the realtime role tells the metrics when scraped. */
export interface RealtimeGauges {
  sockets(): number;
  rooms(): number;
  /** viewers on this node per show on air (ended and waiting shows are left out) */
  liveViewers(): Map<number, number>;
}

export type Metrics = ReturnType<typeof createMetrics>;
