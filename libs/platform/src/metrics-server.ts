/**
 * A tiny HTTP server for processes that have no HTTP of their own (the workers, search-service):
 * GET /metrics for Prometheus and GET /healthz for Kubernetes probes, on METRICS_PORT. One server
 * per process however many queue workers run in it (ai-worker runs two); the last to let go closes it.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import { METRICS_CONTENT_TYPE, renderMetrics } from './metrics';

export const DEFAULT_METRICS_PORT = 9464;

/** True while the part it watches can do its work (e.g. a BullMQ worker is running). */
export type HealthCheck = () => boolean;

export interface MetricsServerHandle {
  port: number;
  release(): Promise<void>;
}

const checks = new Map<string, HealthCheck>();
let shared: { server: http.Server; port: number; users: number } | undefined;
let starting: Promise<void> | undefined;

/** Adds a check to /healthz; the returned function removes it. */
export function addHealthCheck(name: string, check: HealthCheck): () => void {
  checks.set(name, check);
  return () => checks.delete(name);
}

function health(): { ok: boolean; checks: Record<string, boolean> } {
  const results = Object.fromEntries([...checks].map(([name, check]) => [name, safe(check)]));
  return { ok: Object.values(results).every(Boolean), checks: results };
}

const safe = (check: HealthCheck) => {
  try {
    return check();
  } catch {
    return false;
  }
};

function handle(req: http.IncomingMessage, res: http.ServerResponse): void {
  const path = (req.url ?? '/').split('?')[0];
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { allow: 'GET, HEAD' }).end();
  } else if (path === '/healthz') {
    const report = health();
    res.writeHead(report.ok ? 200 : 503, { 'content-type': 'application/json' }).end(JSON.stringify({ status: report.ok ? 'ok' : 'down', checks: report.checks }));
  } else if (path === '/metrics') {
    renderMetrics().then(
      (text) => res.writeHead(200, { 'content-type': METRICS_CONTENT_TYPE }).end(text),
      (err: Error) => res.writeHead(500, { 'content-type': 'text/plain' }).end(err.message),
    );
  } else {
    res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
  }
}

/**
 * Starts (or joins) this process's metrics server. A port already taken (several services on one
 * dev machine) is logged and skipped rather than fatal: metrics must never stop the work.
 * Port 0 picks a free port (tests). `host` is METRICS_HOST: loopback unless the deployment names the
 * pod's own address, so the numbers and /healthz are never on every interface.
 */
export async function acquireMetricsServer(port: number, logger?: Logger, host = '127.0.0.1'): Promise<MetricsServerHandle | undefined> {
  while (starting) await starting;
  if (!shared) {
    const server = http.createServer(handle);
    starting = new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => resolve());
    }).finally(() => (starting = undefined));
    try {
      await starting;
    } catch (err) {
      logger?.warn({ host, port, err: (err as Error).message }, 'metrics server not started');
      return undefined;
    }
    // Keep-alive sockets from a scraper must not hold the process open at shutdown.
    server.unref();
    shared = { server, port: (server.address() as AddressInfo).port, users: 0 };
    logger?.info({ host, port: shared.port }, 'metrics server listening');
  }
  const mine = shared;
  mine.users++;
  let released = false;
  return {
    port: mine.port,
    release: async () => {
      if (released) return;
      released = true;
      if (--mine.users > 0) return;
      if (shared === mine) shared = undefined;
      mine.server.closeAllConnections();
      await new Promise<void>((resolve) => mine.server.close(() => resolve()));
    },
  };
}
