import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/** What the metrics read when scraped: the parts a node has, each asked at that moment. */
export interface MetricSources {
  poolStats?: () => { total: number; idle: number; waiting: number };
  liveJobs: () => Promise<{ pending: number; due: number; running: number }>;
  socketCount: () => number;
}

/**
 * Prometheus metrics of one app (its own registry: tests build several apps in one process). Every
 * request is counted and timed under its route pattern (`/da-app/secured/port-calls/:id`), never the
 * raw URL, so a metric has as many series as the app has routes; an unmatched path is `(unmatched)`.
 */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'portcall_http_requests_total',
    help: 'HTTP requests answered, by route pattern and status',
    labelNames: ['method', 'route', 'status_code'],
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'portcall_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route pattern',
    labelNames: ['method', 'route'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const serverErrors = new Counter({
    name: 'portcall_http_server_errors_total',
    help: 'HTTP answers with a 5xx status, by route pattern',
    labelNames: ['method', 'route'],
    registers: [registry],
  });
  const jobFailures = new Counter({
    name: 'portcall_job_failures_total',
    help: 'Job runs that failed on this node, by kind (retried until their attempts run out)',
    labelNames: ['kind'],
    registers: [registry],
  });

  return {
    registry,
    /** Counts and times every answer; registered on the root instance so it sees every route. */
    observe(app: FastifyInstance) {
      app.addHook('onResponse', async (request, reply) => {
        const route = request.routeOptions.url ?? '(unmatched)';
        const labels = { method: request.method, route };
        requests.inc({ ...labels, status_code: String(reply.statusCode) });
        duration.observe(labels, reply.elapsedTime / 1000);
        if (reply.statusCode >= 500) serverErrors.inc(labels);
      });
    },
    jobFailed(kind: string | undefined) {
      jobFailures.inc({ kind: kind ?? '(poll)' });
    },
    /** The gauges read at scrape time; set once the parts they read are built. */
    readFrom(sources: MetricSources) {
      new Gauge({
        name: 'portcall_db_pool_connections',
        help: 'PostgreSQL pool connections of this node: open (total) and idle',
        labelNames: ['state'],
        registers: [registry],
        collect() {
          const stats = sources.poolStats?.();
          if (!stats) return;
          this.set({ state: 'total' }, stats.total);
          this.set({ state: 'idle' }, stats.idle);
        },
      });
      new Gauge({
        name: 'portcall_db_pool_waiting',
        help: 'Queries of this node waiting for a free pool connection',
        registers: [registry],
        collect() {
          this.set(sources.poolStats?.().waiting ?? 0);
        },
      });
      new Gauge({
        name: 'portcall_jobs',
        help: 'Live jobs of every node: pending, due now (pending and past their time) and running',
        labelNames: ['state'],
        registers: [registry],
        async collect() {
          const live = await sources.liveJobs();
          for (const [state, count] of Object.entries(live)) this.set({ state }, count);
        },
      });
      new Gauge({
        name: 'portcall_socketio_connections',
        help: 'socket.io connections open on this node',
        registers: [registry],
        collect() {
          this.set(sources.socketCount());
        },
      });
    },
  };
}
export type Metrics = ReturnType<typeof createMetrics>;
