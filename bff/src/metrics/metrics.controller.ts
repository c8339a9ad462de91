import { Controller, Get, Header, Headers, Inject, Res } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { renderMetrics, METRICS_CONTENT_TYPE } from '@lexmitra/platform';
import type { FastifyReply } from 'fastify';
import { timingSafeEqual } from 'node:crypto';
import { Public } from '../common/decorators';
import { unauthenticated } from '../common/api-error';
import { APP_CONFIG, AppConfig } from '../infra/config.provider';

/**
 * Prometheus scrape endpoint. It has no user session (a scraper is not a person), so it is @Public;
 * with METRICS_TOKEN set, only a caller presenting that token gets the numbers.
 */
@ApiTags('operations')
@Public()
@Controller('api/metrics')
export class MetricsController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Get()
  @ApiOperation({ summary: 'Prometheus metrics (text exposition format); with METRICS_TOKEN set, only for `Authorization: Bearer <token>`' })
  @ApiProduces('text/plain')
  @Header('Cache-Control', 'no-store')
  async scrape(@Res({ passthrough: true }) res: FastifyReply, @Headers('authorization') authorization?: string): Promise<string> {
    const token = this.config.METRICS_TOKEN;
    if (token && !sameSecret(/^Bearer (.+)$/.exec(authorization ?? '')?.[1] ?? '', token)) throw unauthenticated('A valid metrics token is required.');
    // Set here, not with @Header: a refusal above must stay a JSON error.
    void res.type(METRICS_CONTENT_TYPE);
    return renderMetrics();
  }
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
