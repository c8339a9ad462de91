/**
 * Request/reply where each request goes to exactly one of many responders: a Redis stream with one
 * consumer group (competing consumers). Pub/sub, which the Nest Redis transport uses, hands every
 * request to every replica, so replicas added availability but no throughput; here two replicas
 * share the requests.
 *
 * - A requester XADDs {id, reply channel, deadline, payload} and waits on its own reply channel.
 * - A responder reads with XREADGROUP (at most `concurrency` requests in hand), answers by PUBLISH,
 *   then XACKs and deletes the entry.
 * - A responder killed with requests in hand leaves them pending in the group: the others take them
 *   over (XPENDING then XCLAIM) once idle for `claimIdleMs`, so no request is lost. A request past its
 *   deadline (its caller gave up) is dropped, not answered.
 */
import IORedis from 'ioredis';
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { redisOptions } from './redis';

const GROUP = 'responders';
/** Bounds a stream nobody reads (all responders down): old requests have expired by then anyway. */
const MAX_LEN = 10_000;
const BLOCK_MS = 1000;

export interface RequestQueueReply {
  id: string;
  ok: boolean;
  result?: unknown;
  error?: string;
}

export class RequestQueueError extends Error {}

/**
 * A handler's result already serialised as JSON: the responder puts it into the reply as it is. A
 * responder that caches its answers (the search index) keeps them serialised, so a repeated
 * question costs no JSON.stringify of a page of results.
 */
export class RawJson {
  constructor(readonly json: string) {}
}

/**
 * The opening of every successful reply RequestQueueServer writes: `{"id":"<uuid>","ok":true,"result":`
 * then the result's JSON and `}`. A requester that forwards the result as it is (the BFF's search
 * answer) takes it out of the reply by position instead of parsing and re-serialising a page of results.
 */
const OK_PREFIX = '{"id":"';
const OK_MIDDLE = '","ok":true,"result":';

/** The id and result JSON of a successful reply in the server's own form; undefined for anything else. */
export function splitOkReply(message: string): { id: string; json: string } | undefined {
  if (!message.startsWith(OK_PREFIX) || !message.endsWith('}')) return undefined;
  const end = message.indexOf('"', OK_PREFIX.length);
  if (end < 0 || !message.startsWith(OK_MIDDLE, end)) return undefined;
  const id = message.slice(OK_PREFIX.length, end);
  // Our ids are UUIDs: an id with an escape in it is not one of ours, and goes the parsing way.
  if (id.includes('\\')) return undefined;
  return { id, json: message.slice(end + OK_MIDDLE.length, -1) };
}

interface Waiting {
  resolve: (v: unknown) => void;
  reject: (e: Error) => void;
  timer: NodeJS.Timeout;
  /** The caller wants the result's JSON text (requestJson), not the parsed value. */
  raw: boolean;
}

export class RequestQueueClient {
  private readonly commands: IORedis;
  private readonly replies: IORedis;
  private readonly channel = `rq:reply:${randomUUID()}`;
  private readonly pending = new Map<string, Waiting>();
  private subscribed?: Promise<unknown>;

  constructor(redisUrl: string) {
    // Fail fast while Redis is away: a search waits at most its own timeout.
    const options = { ...redisOptions(redisUrl), maxRetriesPerRequest: 1, lazyConnect: true };
    // Requests sent in the same tick share one write to Redis (auto-pipelining).
    this.commands = new IORedis({ ...options, enableAutoPipelining: true });
    this.replies = new IORedis(options);
    this.replies.on('message', (_channel: string, message: string) => this.onReply(message));
  }

  private onReply(message: string): void {
    const ok = splitOkReply(message);
    const reply = ok ? undefined : (JSON.parse(message) as RequestQueueReply);
    const id = ok ? ok.id : reply!.id;
    const waiting = this.pending.get(id);
    if (!waiting) return; // Answered already (a taken-over request can be answered twice), or timed out.
    this.pending.delete(id);
    clearTimeout(waiting.timer);
    if (ok) {
      waiting.resolve(waiting.raw ? ok.json : JSON.parse(ok.json));
      return;
    }
    if (reply!.ok) waiting.resolve(waiting.raw ? JSON.stringify(reply!.result ?? null) : reply!.result);
    else waiting.reject(new RequestQueueError(reply!.error ?? 'request failed'));
  }

  async request<T>(stream: string, payload: unknown, timeoutMs: number): Promise<T> {
    return (await this.send(stream, payload, timeoutMs, false)) as T;
  }

  /**
   * Like request(), but resolves with the result as the responder serialised it (JSON text), for a
   * caller that passes it on unchanged: no parse here and no stringify there.
   */
  async requestJson(stream: string, payload: unknown, timeoutMs: number): Promise<string> {
    return (await this.send(stream, payload, timeoutMs, true)) as string;
  }

  private async send(stream: string, payload: unknown, timeoutMs: number, raw: boolean): Promise<unknown> {
    this.subscribed ??= this.replies.subscribe(this.channel);
    await this.subscribed;
    const id = randomUUID();
    const answer = new Promise<unknown>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new RequestQueueError(`no answer on ${stream} within ${timeoutMs} ms`));
      }, timeoutMs);
      this.pending.set(id, { resolve, reject, timer, raw });
    });
    // The reply comes on the other connection and can be read before XADD's own answer: an error
    // reply would then reject `answer` while nothing listens yet, an unhandled rejection that ends
    // the process. This marks it handled; the caller still receives the rejection below.
    answer.catch(() => undefined);
    try {
      await this.commands.xadd(stream, 'MAXLEN', '~', MAX_LEN, '*', 'id', id, 'reply', this.channel, 'deadline', String(Date.now() + timeoutMs), 'data', JSON.stringify(payload ?? null));
    } catch (err) {
      const waiting = this.pending.get(id);
      if (waiting) {
        clearTimeout(waiting.timer);
        this.pending.delete(id);
      }
      throw err;
    }
    return answer;
  }

  async close(): Promise<void> {
    for (const { timer, reject } of this.pending.values()) {
      clearTimeout(timer);
      reject(new RequestQueueError('client closed'));
    }
    this.pending.clear();
    this.commands.disconnect();
    this.replies.disconnect();
  }
}

export interface RequestQueueServerOptions {
  redisUrl: string;
  /** One handler per stream; a thrown error becomes an error answer with its message. */
  handlers: Record<string, (payload: unknown) => Promise<unknown>>;
  /** Requests in hand at once. */
  concurrency: number;
  /** A request pending this long with a responder counts as abandoned and is taken over. */
  claimIdleMs?: number;
  onError?: (err: Error) => void;
}

type Entry = [id: string, fields: string[]];

export class RequestQueueServer {
  private readonly reader: IORedis;
  private readonly commands: IORedis;
  readonly consumer = `${os.hostname()}-${process.pid}-${randomUUID().slice(0, 8)}`;
  private running = false;
  private inFlight = 0;
  private slotFreed?: () => void;
  private loops: Promise<void>[] = [];
  private claimTimer?: NodeJS.Timeout;
  private readonly claimIdleMs: number;

  constructor(private readonly opts: RequestQueueServerOptions) {
    const options = redisOptions(opts.redisUrl);
    this.reader = new IORedis(options);
    // Answers finished in the same tick (a read brings several requests) share one write to Redis.
    this.commands = new IORedis({ ...options, enableAutoPipelining: true });
    this.claimIdleMs = opts.claimIdleMs ?? 2000;
  }

  async start(): Promise<void> {
    const streams = Object.keys(this.opts.handlers);
    for (const stream of streams) {
      // From the start of the stream: requests sent before the first responder came are served if still wanted.
      await this.commands.xgroup('CREATE', stream, GROUP, '0', 'MKSTREAM').catch((err: Error) => {
        if (!/BUSYGROUP/.test(err.message)) throw err;
      });
    }
    this.running = true;
    this.loops.push(this.readLoop(streams));
    this.claimTimer = setInterval(() => void this.claimAbandoned(streams).catch((e: Error) => this.opts.onError?.(e)), Math.max(250, this.claimIdleMs / 2));
    this.claimTimer.unref();
  }

  /** Stops taking requests and finishes those in hand. */
  async stop(): Promise<void> {
    this.running = false;
    clearInterval(this.claimTimer);
    this.slotFreed?.();
    // The blocked read returns within BLOCK_MS; only then is its connection closed (a command cut
    // off mid-way would wait in ioredis's queue for a reconnect that never comes).
    await Promise.race([Promise.all(this.loops), new Promise((r) => setTimeout(r, BLOCK_MS * 2))]).catch(() => undefined);
    this.reader.disconnect();
    const deadline = Date.now() + 10_000;
    while (this.inFlight > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    this.commands.disconnect();
  }

  private async readLoop(streams: string[]): Promise<void> {
    while (this.running) {
      if (this.inFlight >= this.opts.concurrency) {
        await new Promise<void>((r) => (this.slotFreed = r));
        continue;
      }
      let batch: [string, Entry[]][] | null;
      try {
        batch = (await this.reader.xreadgroup(
          'GROUP', GROUP, this.consumer, 'COUNT', this.opts.concurrency - this.inFlight, 'BLOCK', BLOCK_MS, 'STREAMS', ...streams, ...streams.map(() => '>'),
        )) as [string, Entry[]][] | null;
      } catch (err) {
        if (!this.running) return;
        this.opts.onError?.(err as Error);
        await new Promise((r) => setTimeout(r, 500));
        continue;
      }
      // All of a read's entries start at once: their async steps interleave, so every search runs
      // before the first answer is written, and the answers share one write to Redis and one wake-up
      // of the requester. Handing them out one per event-loop turn cut the idle time but cost more
      // CPU than it saved (docs/search-performance.md, sixth session).
      for (const [stream, entries] of batch ?? []) for (const entry of entries) this.handle(stream, entry);
    }
  }

  /**
   * Takes over what another responder has held for `claimIdleMs` without answering (it died), even
   * when every slot here is busy: a busy survivor always has new requests to read, so waiting for
   * room would leave the abandoned ones until their deadline passed. Only other responders' entries
   * are taken (this one's slow requests are still being answered), at most `concurrency` per stream
   * and tick; XCLAIM's idle check lets only one survivor take each.
   */
  private async claimAbandoned(streams: string[]): Promise<void> {
    if (!this.running) return;
    for (const stream of streams) {
      const idle = (await this.commands.xpending(stream, GROUP, 'IDLE', this.claimIdleMs, '-', '+', this.opts.concurrency)) as [string, string, number, number][];
      const theirs = idle.filter(([, consumer]) => consumer !== this.consumer).map(([id]) => id);
      if (!theirs.length) continue;
      const entries = (await this.commands.xclaim(stream, GROUP, this.consumer, this.claimIdleMs, ...theirs)) as Entry[];
      for (const entry of entries) if (entry && entry[1]) this.handle(stream, entry);
    }
  }

  private handle(stream: string, [entryId, fields]: Entry): void {
    this.inFlight++;
    void this.answer(stream, entryId, fields)
      .catch((err: Error) => this.opts.onError?.(err))
      .finally(() => {
        this.inFlight--;
        this.slotFreed?.();
        this.slotFreed = undefined;
      });
  }

  private async answer(stream: string, entryId: string, fields: string[]): Promise<void> {
    const f: Record<string, string> = {};
    for (let i = 0; i + 1 < fields.length; i += 2) f[fields[i]] = fields[i + 1];
    // The answer, then the acknowledgement, pipelined with the other answers of this tick. No
    // transaction: a responder that dies between the two leaves the request pending, and the one
    // that takes it over answers again, which the requester ignores (it takes the first answer).
    const done: Promise<unknown>[] = [];
    if (Number(f.deadline) > Date.now() && f.id && f.reply) {
      let reply: string;
      try {
        const result = await this.opts.handlers[stream](JSON.parse(f.data ?? 'null'));
        const json = result instanceof RawJson ? result.json : JSON.stringify(result ?? null);
        // This exact form is what splitOkReply reads on the requester's side.
        reply = `{"id":${JSON.stringify(f.id)},"ok":true,"result":${json}}`;
      } catch (err) {
        reply = JSON.stringify({ id: f.id, ok: false, error: err instanceof Error ? err.message : String(err) } satisfies RequestQueueReply);
      }
      done.push(this.commands.publish(f.reply, reply));
    }
    done.push(this.commands.xack(stream, GROUP, entryId), this.commands.xdel(stream, entryId));
    await Promise.all(done);
  }
}
