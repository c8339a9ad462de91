import { HealthPingResultSchema, JOBS, QueueName } from '@lexmitra/contracts';
import { redisOptions } from '@lexmitra/platform';
import { Queue, QueueEvents } from 'bullmq';
import { requireStack } from './require-stack';
import { RunningService, spawnService } from './spawn-service';

/** What every BullMQ worker service must do, checked against its real built process. */
export function describeQueueWorker(projectDir: string, serviceName: string, queueName: QueueName): void {
describe(`${serviceName} process`, () => {
  const stack = requireStack();
  // A queue prefix of the test's own keeps other suites' workers from taking these jobs.
  const prefix = `t${process.pid}`;
  let service: RunningService;
  let queue: Queue;
  let events: QueueEvents;

  beforeAll(async () => {
    service = await spawnService(projectDir, /worker ready/, { ...process.env, LOG_LEVEL: 'info', BULLMQ_PREFIX: prefix });
    queue = new Queue(queueName, { connection: redisOptions(stack.redisUrl), prefix });
    events = new QueueEvents(queueName, { connection: redisOptions(stack.redisUrl), prefix });
    await events.waitUntilReady();
  });

  afterAll(async () => {
    await service?.stop('SIGKILL');
    await events?.close();
    await queue?.obliterate({ force: true }).catch(() => undefined);
    await queue?.close();
  });

  it('answers a health.ping job from its own process', async () => {
    const job = await queue.add(JOBS.healthPing, { requestedAt: new Date().toISOString() });
    const result = HealthPingResultSchema.parse(await job.waitUntilFinished(events, 10_000));
    expect(result.service).toBe(serviceName);
    expect(result.pid).toBe(service.child.pid);
  });

  it('fails a job it has no handler for, once, keeping the error', async () => {
    const job = await queue.add('no.such.job', {}, { attempts: 3 });
    await expect(job.waitUntilFinished(events, 10_000)).rejects.toThrow(/no handler for job "no.such.job"/);
    const failed = await queue.getJob(job.id!);
    expect(failed?.attemptsMade).toBe(1);
  });

  it('exits 0 on SIGTERM', async () => {
    expect(await service.stop('SIGTERM')).toBe(0);
    expect(service.output()).toContain('worker stopped');
  });
});
}
