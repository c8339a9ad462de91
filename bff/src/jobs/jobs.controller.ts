import { Controller, Delete, Get, Param, Res } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { JOB_SSE_EVENTS, JobStatus, JobStatusSchema } from '@lexmitra/contracts';
import type { FastifyReply } from 'fastify';
import { AuthUser, CurrentUser } from '../common/decorators';
import { toOpenApiSchema } from '../common/openapi';
import { JobFeedService } from './job-feed.service';
import { JobsService } from './jobs.service';
import { ResultDelivery, StatusFrame } from './result-delivery';
import { AnswerStreamWriter } from './answer-stream-writer';
import type { ChatStreamProgress } from '@lexmitra/contracts';

const HEARTBEAT_MS = 15_000;
const FINAL = new Set<JobStatus['state']>(['completed', 'failed', 'cancelled']);
const SSE_HEAD = Buffer.from(`event: ${JOB_SSE_EVENTS.status}\ndata: `);
const SSE_TAIL = Buffer.from('\n\n');

@ApiTags('jobs')
@Controller('api/jobs')
export class JobsController {
  constructor(
    private readonly jobs: JobsService,
    private readonly feed: JobFeedService,
    private readonly delivery: ResultDelivery,
  ) {}

  @Get(':id')
  @ApiOperation({ summary: 'State, progress and result of a job I started (429 while too many earlier answers with a result are still unread)' })
  @ApiResponse({ status: 200, description: 'The job\'s state; a failed one carries `error` `{error, code}`, and `limit` (which reading limit, with its numbers) when a document was past one', schema: toOpenApiSchema(JobStatusSchema) as object })
  async status(@CurrentUser() user: AuthUser, @Param('id') id: string, @Res() reply: FastifyReply) {
    const res = reply.raw;
    const frame = await this.jobs.frame(user, id);
    // A result is sent as the one shared Buffer; a client that does not read it holds a slow-reader slot.
    const slot = frame.state === 'completed' ? this.delivery.take(user.id, frame.json) : null;
    res.statusCode = 200;
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Content-Length', String(frame.json.length));
    res.end(frame.json);
    slot?.hold(res);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Cancel a job I started (a running job stops at its next checkpoint)' })
  cancel(@CurrentUser() user: AuthUser, @Param('id') id: string) {
    return this.jobs.cancel(user, id);
  }

  @Get(':id/events')
  @ApiOperation({
    summary:
      'Server-Sent Events: a `status` event on every change until the job settles; a chat answer also streams `delta` (its text from character `at`, starting with the text so far) and `section` (a complete list) events (429 when too many streams are open, or too many answers with a result are unread)',
  })
  async events(@CurrentUser() user: AuthUser, @Param('id') id: string, @Res() reply: FastifyReply) {
    // Written straight to the socket, event by event (no compression, no buffering).
    const res = reply.raw;
    // A stream may carry a result: it holds a reader's slot from the start until it has been read.
    const slot = this.delivery.take(user.id);
    let release: () => void;
    try {
      release = this.feed.open(user.id);
    } catch (err) {
      slot.release();
      throw err;
    }
    let stop: (() => void) | undefined;
    let ended = false;
    const queued: (() => void)[] = [];
    // Nothing is added for a client that has not read what it was sent (backpressure).
    const heartbeat = setInterval(() => res.writableNeedDrain || res.write(': keep-alive\n\n'), HEARTBEAT_MS);
    heartbeat.unref();
    const end = () => {
      if (ended) return;
      ended = true;
      stop?.();
      clearInterval(heartbeat);
      release();
      if (!res.writableEnded) res.end();
      slot.hold(res);
    };
    const send = (frame: StatusFrame) => {
      if (ended) return;
      const final = FINAL.has(frame.state);
      // Progress a stalled client has not read is skipped; the final status always goes.
      if (!final && res.writableNeedDrain) return;
      res.write(SSE_HEAD);
      if (final) slot.charge(frame.json);
      res.write(frame.json);
      res.write(SSE_TAIL);
      if (final) end();
    };
    // A chat answer's text: a client that has not read what it was sent is skipped until it has,
    // and then gets everything since in one delta (the writer keeps its place).
    const writer = new AnswerStreamWriter((event, data) => res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
    const stream = (p: ChatStreamProgress) => {
      if (ended || res.writableNeedDrain) return;
      writer.push(p);
    };
    // Listened to before subscribing: a client that goes while the subscription is set up
    // (an abrupt disconnect) must still release its slot and its listeners.
    res.on('close', end);
    // A client gone before this handler ran (during the auth guard) has fired 'close' already.
    if (res.destroyed || !res.socket || res.socket.destroyed) end();
    try {
      // Ownership is checked before any header goes out, so a wrong id is a normal JSON 404.
      stop = await this.jobs.follow(
        user,
        id,
        (s) => (res.headersSent ? send(s) : queued.push(() => send(s))),
        (p) => (res.headersSent ? stream(p) : queued.push(() => stream(p))),
      );
    } catch (err) {
      clearInterval(heartbeat);
      release();
      slot.release();
      ended = true;
      throw err;
    }
    if (ended) return stop();
    res.statusCode = 200;
    res.setHeader('Content-Type', 'text/event-stream');
    res.setHeader('Cache-Control', 'no-store, no-transform');
    res.setHeader('X-Accel-Buffering', 'no');
    res.flushHeaders();
    for (const next of queued.splice(0)) next();
  }
}
