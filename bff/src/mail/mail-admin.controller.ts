/**
 * The outbox's dead-letter view for operators (ADMIN_EMAILS): mails that failed their last attempt,
 * and a retry. Anyone else gets the same 404 as an unknown path. Never shows a mail's data (its
 * links hold single-use tokens), only whom it was for, which template and why it failed.
 */
import { Controller, Get, HttpCode, Inject, Param, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiQuery, ApiTags } from '@nestjs/swagger';
import { FailedMailList, MailJobSchema, QUEUES } from '@lexmitra/contracts';
import { adminEmails } from '../common/admins';
import type { AuthUser } from '../common/decorators';
import { CurrentUser } from '../common/decorators';
import { notFound } from '../common/api-error';
import { APP_CONFIG, AppConfig } from '../infra/config.provider';
import { QueueService } from '../infra/queue.service';

@ApiTags('admin')
@Controller('api/admin/mail')
export class MailAdminController {
  constructor(
    private readonly queues: QueueService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private requireAdmin(user: AuthUser): void {
    if (!adminEmails(this.config).has(user.email.toLowerCase())) throw notFound();
  }

  @Get('failed')
  @ApiOperation({ summary: 'Operators: mails that failed every attempt (newest first); 404 for anyone else' })
  @ApiQuery({ name: 'limit', required: false, description: '1-200, default 50' })
  async failed(@CurrentUser() user: AuthUser, @Query('limit') limit?: string): Promise<FailedMailList> {
    this.requireAdmin(user);
    const n = Math.min(200, Math.max(1, Number.parseInt(limit ?? '50', 10) || 50));
    const queue = this.queues.queue(QUEUES.mail);
    const [jobs, total] = await Promise.all([queue.getFailed(0, n - 1), queue.getFailedCount()]);
    const items = jobs.map((job) => {
      const mail = MailJobSchema.safeParse(job.data);
      return {
        id: String(job.id),
        to: mail.success ? mail.data.to : '',
        template: mail.success ? mail.data.template : ('unknown' as const),
        attemptsMade: job.attemptsMade,
        failedReason: job.failedReason ?? '',
        failedAt: job.finishedOn ? new Date(job.finishedOn).toISOString() : null,
      };
    });
    return { items, total };
  }

  @Post('failed/:id/retry')
  @HttpCode(202)
  @ApiOperation({ summary: 'Operators: send a failed mail again (its attempts start over)' })
  @ApiParam({ name: 'id' })
  async retry(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<{ retried: true }> {
    this.requireAdmin(user);
    const job = await this.queues.queue(QUEUES.mail).getJob(id);
    if (!job || !(await job.isFailed())) throw notFound('No failed mail with this id.');
    await job.retry('failed', { resetAttemptsMade: true });
    return { retried: true };
  }
}
