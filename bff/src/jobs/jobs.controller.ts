import { Controller, Delete, Get, Param, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { JOB_SSE_EVENTS, JobStatus } from '@lexmitra/contracts';
import type { Response } from 'express';
import { AuthUser, CurrentUser } from '../common/decorators';
import { JobFeedService } from './job-feed.service';
import { JobsService } from './jobs.service';

const HEARTBEAT_MS = 15_000;
const FINAL = new Set<JobStatus['state']>(['completed', 'failed', 'cancelled']);

@ApiTags('jobs')
@Controller('api/jobs')
export class JobsController {
  constructor(
    private readonly jobs: JobsService,
    private readonly feed: JobFeedService,
  ) {}

  @Get(':id')
  @ApiOperation({ summary: 'State, progress and result of a job I started' })
  status(@CurrentUser() user: AuthUser, @Param('id') id: string) {
    return this.jobs.status(user, id);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Cancel a job I started (a running job stops at its next checkpoint)' })
  cancel(@CurrentUser() user: AuthUser, @Param('id') id: string) {
    return this.jobs.cancel(user, id);
  }

  @Get(':id/events')
  @ApiOperation({ summary: 'Server-Sent Events: a `status` event on every change until the job settles (429 when too many streams are open)' })
  async events(@CurrentUser() user: AuthUser, @Param('id') id: string, @Res() res: Response) {
    const release = this.feed.open(user.id);
    let stop: (() => void) | undefined;
    let ended = false;
    const queued: JobStatus[] = [];
    const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), HEARTBEAT_MS);
    heartbeat.unref();
    const end = () => {
      if (ended) return;
      ended = true;
      stop?.();
      clearInterval(heartbeat);
      release();
      if (!res.writableEnded) res.end();
    };
    const send = (status: JobStatus) => {
      if (ended) return;
      res.write(`event: ${JOB_SSE_EVENTS.status}\ndata: ${JSON.stringify(status)}\n\n`);
      if (FINAL.has(status.state)) end();
    };
    // Listened to before subscribing: a client that goes while the subscription is set up
    // (an abrupt disconnect) must still release its slot and its listeners.
    res.on('close', end);
    // A client gone before this handler ran (during the auth guard) has fired 'close' already.
    if (res.destroyed || !res.socket || res.socket.destroyed) end();
    try {
      // Ownership is checked before any header goes out, so a wrong id is a normal JSON 404.
      stop = await this.jobs.follow(user, id, (s) => (res.headersSent ? send(s) : queued.push(s)));
    } catch (err) {
      clearInterval(heartbeat);
      release();
      ended = true;
      throw err;
    }
    if (ended) return stop();
    res.status(200);
    res.setHeader('Content-Type', 'text/event-stream');
    res.setHeader('Cache-Control', 'no-cache, no-transform');
    res.setHeader('X-Accel-Buffering', 'no');
    res.flushHeaders();
    for (const s of queued.splice(0)) send(s);
  }
}
