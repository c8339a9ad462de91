import { randomUUID } from 'node:crypto';
import { requireStack } from '../../../tools/jest/require-stack';
import { RawJson, RequestQueueClient, RequestQueueServer, splitOkReply } from './request-queue';

describe('request queue (competing consumers over a Redis stream)', () => {
  const { redisUrl } = requireStack();
  const stream = `spec:rq:${process.pid}:${randomUUID()}`;
  const servers: RequestQueueServer[] = [];
  let client: RequestQueueClient;

  beforeAll(() => {
    client = new RequestQueueClient(redisUrl);
  });
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((s) => s.stop()));
  });
  afterAll(async () => {
    await client.close();
    const { IORedis } = await import('./redis');
    const redis = new IORedis(redisUrl);
    await redis.del(stream, `${stream}:nobody`);
    redis.disconnect();
  });

  it('gives each request to exactly one of two responders, and both share the work', async () => {
    const served = [0, 0];
    for (const i of [0, 1]) {
      const server = new RequestQueueServer({
        redisUrl,
        concurrency: 4,
        handlers: { [stream]: async (p) => { served[i]++; await new Promise((r) => setTimeout(r, 5)); return { echo: p, by: i }; } },
      });
      await server.start();
      servers.push(server);
    }
    const answers = await Promise.all(Array.from({ length: 200 }, (_, n) => client.request<{ echo: { n: number } }>(stream, { n }, 5000)));
    expect(answers.map((a) => a.echo.n)).toEqual(Array.from({ length: 200 }, (_, n) => n));
    expect(served[0] + served[1]).toBe(200);
    expect(Math.min(...served)).toBeGreaterThan(20);
  });

  it('sends a result the handler serialised itself (RawJson) as that JSON, and acknowledges it', async () => {
    const server = new RequestQueueServer({ redisUrl, concurrency: 2, handlers: { [stream]: async (p) => new RawJson(JSON.stringify({ cached: true, echo: p })) } });
    await server.start();
    servers.push(server);
    expect(await client.request(stream, { n: 7 }, 5000)).toEqual({ cached: true, echo: { n: 7 } });
    const { IORedis } = await import('./redis');
    const redis = new IORedis(redisUrl);
    // Answered and acknowledged in one transaction: nothing stays pending or in the stream.
    expect(await redis.xlen(stream)).toBe(0);
    redis.disconnect();
  });

  it('hands requestJson the result as the responder serialised it, byte for byte, and its errors as rejections', async () => {
    const cached = '{"cases":[{"case_id":"a \\"b\\"","description":"पुट्टस्वामी"}],"total":1}';
    const server = new RequestQueueServer({
      redisUrl,
      concurrency: 2,
      handlers: { [stream]: async (p) => { if ((p as { fail?: boolean }).fail) throw new Error('invalid search request'); return (p as { raw?: boolean }).raw ? new RawJson(cached) : { plain: [1, null, 'x'] }; } },
    });
    await server.start();
    servers.push(server);
    expect(await client.requestJson(stream, { raw: true }, 5000)).toBe(cached);
    // A result the handler returned as a value arrives as its JSON too.
    expect(JSON.parse(await client.requestJson(stream, {}, 5000))).toEqual({ plain: [1, null, 'x'] });
    await expect(client.requestJson(stream, { fail: true }, 5000)).rejects.toThrow('invalid search request');
    // request() still parses the same replies.
    expect(await client.request(stream, { raw: true }, 5000)).toEqual(JSON.parse(cached));
  });

  it('reads the id and result of a reply by position only when it has the server\'s exact form', () => {
    expect(splitOkReply('{"id":"1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed","ok":true,"result":{"a":"}"}}')).toEqual({ id: '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed', json: '{"a":"}"}' });
    expect(splitOkReply('{"id":"x","ok":true,"result":null}')).toEqual({ id: 'x', json: 'null' });
    // Error replies, other key orders and escaped ids are parsed the ordinary way.
    expect(splitOkReply('{"id":"x","ok":false,"error":"boom"}')).toBeUndefined();
    expect(splitOkReply('{"ok":true,"id":"x","result":1}')).toBeUndefined();
    expect(splitOkReply('{"id":"x\\\\","ok":true,"result":1}')).toBeUndefined();
  });

  it('answers a thrown error as a rejection with its message, and times out when nobody serves', async () => {
    const server = new RequestQueueServer({ redisUrl, concurrency: 1, handlers: { [stream]: async () => { throw new Error('invalid search request'); } } });
    await server.start();
    servers.push(server);
    await expect(client.request(stream, {}, 3000)).rejects.toThrow('invalid search request');
    await expect(client.request(`${stream}:nobody`, {}, 300)).rejects.toThrow(/no answer .* within 300 ms/);
  });

  it('lets another responder take over the requests a dead one held', async () => {
    // The first responder takes requests and never answers: as if killed with them in hand.
    const stuck = new RequestQueueServer({ redisUrl, concurrency: 5, claimIdleMs: 500, handlers: { [stream]: () => new Promise(() => undefined) } });
    await stuck.start();
    const pending = Array.from({ length: 5 }, (_, n) => client.request<number>(stream, n, 8000));
    await new Promise((r) => setTimeout(r, 300));
    const healthy = new RequestQueueServer({ redisUrl, concurrency: 5, claimIdleMs: 500, handlers: { [stream]: async (n) => (n as number) * 10 } });
    await healthy.start();
    servers.push(healthy);
    expect(await Promise.all(pending)).toEqual([0, 10, 20, 30, 40]);
    // (The stuck one's connections are dropped without waiting for its never-ending work.)
    void stuck.stop();
  }, 15_000);
});
