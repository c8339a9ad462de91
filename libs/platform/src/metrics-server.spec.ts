import { acquireMetricsServer, addHealthCheck } from './metrics-server';
import { observeJob, watchQueueDepth } from './metrics';

const get = async (port: number, path: string) => {
  const res = await fetch(`http://127.0.0.1:${port}${path}`);
  return { status: res.status, type: res.headers.get('content-type'), body: await res.text() };
};

describe('worker metrics server', () => {
  it('serves Prometheus metrics with job timings, failures and queue depth', async () => {
    const server = (await acquireMetricsServer(0))!;
    const stop = watchQueueDepth({ name: 'spec-q', getJobCounts: async () => ({ waiting: 7, active: 1, delayed: 0, failed: 2 }) });
    try {
      await observeJob('spec-q', 'spec.ok', async () => 1);
      await expect(observeJob('spec-q', 'spec.bad', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
      const res = await get(server.port, '/metrics');
      expect(res.status).toBe(200);
      expect(res.type).toMatch(/^text\/plain/);
      expect(res.body).toContain('process_cpu_user_seconds_total');
      expect(res.body).toMatch(/lexmitra_job_duration_seconds_count\{queue="spec-q",job="spec.ok",status="completed"\} 1/);
      expect(res.body).toMatch(/lexmitra_job_failures_total\{queue="spec-q",job="spec.bad"\} 1/);
      expect(res.body).toContain('lexmitra_queue_jobs{queue="spec-q",state="waiting"} 7');
      expect(res.body).toContain('lexmitra_queue_jobs{queue="spec-q",state="failed"} 2');
    } finally {
      stop();
      await server.release();
    }
  });

  it('answers /healthz 200 while every check passes and 503 when one fails', async () => {
    const server = (await acquireMetricsServer(0))!;
    let running = true;
    const remove = addHealthCheck('queue:spec', () => running);
    try {
      expect(await get(server.port, '/healthz')).toMatchObject({ status: 200, body: '{"status":"ok","checks":{"queue:spec":true}}' });
      running = false;
      expect((await get(server.port, '/healthz')).status).toBe(503);
      expect((await get(server.port, '/nope')).status).toBe(404);
    } finally {
      remove();
      await server.release();
    }
  });

  it('shares one server per process and closes it when the last user lets go', async () => {
    const a = (await acquireMetricsServer(0))!;
    const b = (await acquireMetricsServer(0))!;
    expect(b.port).toBe(a.port);
    await a.release();
    expect((await get(b.port, '/healthz')).status).toBe(200);
    await b.release();
    await expect(get(b.port, '/healthz')).rejects.toThrow();
  });

  it('skips a port that is taken instead of failing the worker', async () => {
    const first = (await acquireMetricsServer(0))!;
    // Release the shared server's claim but keep a raw listener on the same port.
    const net = await import('node:net');
    const blocker = net.createServer();
    await first.release();
    await new Promise<void>((r) => blocker.listen(first.port, r));
    const warn = jest.fn();
    try {
      expect(await acquireMetricsServer(first.port, { warn, info: jest.fn() } as never)).toBeUndefined();
      expect(warn).toHaveBeenCalledWith(expect.objectContaining({ port: first.port }), 'metrics server not started');
    } finally {
      blocker.close();
    }
  });
});
