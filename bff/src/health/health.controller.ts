import { Controller, Get, HttpStatus, Inject, Res } from '@nestjs/common';
import { adminEmails } from '../common/admins';
import { AuthUser, CurrentUser, Public } from '../common/decorators';
import { APP_CONFIG, AppConfig } from '../infra/config.provider';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { HealthService } from './health.service';

@ApiTags('health')
@Public()
@Controller('api/health')
export class HealthController {
  private readonly admins: Set<string>;

  constructor(
    private readonly health: HealthService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.admins = adminEmails(config);
  }

  @Get()
  @ApiOperation({ summary: 'Reachability of MongoDB, Redis and MinIO; 503 when one is down' })
  async get(@Res({ passthrough: true }) res: FastifyReply) {
    const report = await this.health.dependencies();
    void res.code(report.status === 'ok' ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE);
    return report;
  }

  @Get('live')
  @ApiOperation({ summary: 'Liveness: the process answers HTTP; checks no dependency (a database outage must not restart pods)' })
  live() {
    return { status: 'ok' };
  }

  @Get('workers')
  @ApiOperation({
    summary: 'Round trip through each worker service; 503 when one does not answer',
    description: 'Operators (ADMIN_EMAILS) get a fresh round trip with process ids and timings; anyone else up/down only, at most 10 s old.',
  })
  async workers(@Res({ passthrough: true }) res: FastifyReply, @CurrentUser() user?: AuthUser) {
    const operator = Boolean(user && this.admins.has(user.email.toLowerCase()));
    const report = await (operator ? this.health.workers() : this.health.workersSummary());
    void res.header('Cache-Control', 'no-store');
    void res.code(report.status === 'ok' ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE);
    return report;
  }
}
