import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import { Public } from '../auth/decorators';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { HealthService } from './health.service';

@ApiTags('health')
@Public()
@Controller('api/health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Get()
  @ApiOperation({ summary: 'Reachability of MongoDB, Redis and MinIO; 503 when one is down' })
  async get(@Res({ passthrough: true }) res: Response) {
    const report = await this.health.dependencies();
    res.status(report.status === 'ok' ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE);
    return report;
  }

  @Get('live')
  @ApiOperation({ summary: 'Liveness: the process answers HTTP; checks no dependency (a database outage must not restart pods)' })
  live() {
    return { status: 'ok' };
  }

  @Get('workers')
  @ApiOperation({ summary: 'Round trip through each worker service; 503 when one does not answer' })
  async workers(@Res({ passthrough: true }) res: Response) {
    const report = await this.health.workers();
    res.status(report.status === 'ok' ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE);
    return report;
  }
}
