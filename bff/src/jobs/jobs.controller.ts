import { Controller, Delete, Get, Param, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { JOB_SSE_EVENTS, JobStatus } from '@lexmitra/contracts';
import type { Request, Response } from 'express';
import { AuthUser, CurrentUser } from '../auth/decorators';
import { JobsService } from './jobs.service';

const HEARTBEAT_MS = 15_000;
const FINAL = new Set<JobStatus['state']>(['completed', 'failed', 'cancelled']);

@ApiTags('jobs')
@Controller('api/jobs')
export class JobsController {
  constructor(private readonly jobs: JobsService) {}

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
  @ApiOperation({ summary: 'Server-Sent Events: a `status` event on every change until the job settles' })
  async events(@CurrentUser() user: AuthUser, @Param('id') id: string, @Req() req: Request, @Res() res: Response) {
    let stop: (() => void) | undefined;
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      stop?.();
      clearInterval(heartbeat);
      res.end();
    };
    const send = (status: JobStatus) => {
      if (ended) return;
      res.write(`event: ${JOB_SSE_EVENTS.status}\ndata: ${JSON.stringify(status)}\n\n`);
      if (FINAL.has(status.state)) end();
    };
    // Ownership is checked before any header goes out, so a wrong id is a normal JSON 404.
    const subscribe = this.jobs.follow(user, id, (s) => (res.headersSent ? send(s) : queued.push(s)));
    const queued: JobStatus[] = [];
    const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), HEARTBEAT_MS);
    heartbeat.unref();
    try {
      stop = await subscribe;
    } catch (err) {
      clearInterval(heartbeat);
      throw err;
    }
    res.status(200);
    res.setHeader('Content-Type', 'text/event-stream');
    res.setHeader('Cache-Control', 'no-cache, no-transform');
    res.setHeader('X-Accel-Buffering', 'no');
    res.flushHeaders();
    req.on('close', end);
    for (const s of queued.splice(0)) send(s);
  }
}
