import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Query, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { DeletionRequest, DeletionRequestSchema, DeletionStatus, ExportAnswer, ExportDownloadParamsSchema, ExportDownloadQuerySchema, ExportStatus } from '@lexmitra/contracts';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { ClerkVerifier } from '../auth/clerk-verifier';
import { clientIp } from '../common/rate-limit';
import { APP_CONFIG, AppConfig } from '../infra/config.provider';
import { AnswersDuringDeletion, AuthedRequest, AuthUser, CurrentUser, RequestId } from '../common/decorators';
import { SESSION_COOKIE } from '../common/paths';
import { sessionCookieOptions } from '../auth/session-cookie';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { StorageService } from '../infra/storage.service';
import { UploadsService } from '../uploads/uploads.service';
import { clerkTokenOf } from './clerk-token';
import { PrivacyService } from './privacy.service';

@ApiTags('privacy')
@Controller('api/account')
export class PrivacyController {
  constructor(
    private readonly privacy: PrivacyService,
    private readonly clerk: ClerkVerifier,
    private readonly storage: StorageService,
    private readonly uploads: UploadsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post('export')
  @HttpCode(202)
  @ApiOperation({ summary: 'Export my data: a ZIP prepared on a worker (follow jobId on /api/jobs/:id/events); 409 while one is being prepared' })
  requestExport(@CurrentUser() user: AuthUser, @RequestId() requestId?: string): Promise<ExportStatus> {
    return this.privacy.requestExport(user, requestId);
  }

  @Get('export')
  @ApiOperation({ summary: 'My latest export, with a short-lived download link when it is ready' })
  async latestExport(@CurrentUser() user: AuthUser): Promise<ExportAnswer> {
    return { export: await this.privacy.latestExport(user) };
  }

  @Get('export/:id/download')
  @ApiOperation({ summary: 'The export ZIP, for its signed-in owner with a valid link token (anyone else, or an expired link: 404)' })
  async download(
    @CurrentUser() user: AuthUser,
    @Param(new ZodValidationPipe(ExportDownloadParamsSchema)) params: z.infer<typeof ExportDownloadParamsSchema>,
    @Query(new ZodValidationPipe(ExportDownloadQuerySchema)) query: z.infer<typeof ExportDownloadQuerySchema>,
    @Res() res: FastifyReply,
  ): Promise<void> {
    const record = await this.privacy.openExport(user, params.id, query.token);
    const body = await this.storage.get(record.objectKey);
    const day = record.readyAt ? record.readyAt.toISOString().slice(0, 10) : 'export';
    await this.uploads.send(res.raw, { body, contentType: 'application/zip', size: record.size ?? 0, name: `lexmitra-data-${day}.zip` }, { disposition: 'attachment', label: `export ${record._id}` });
  }

  @Get('deletion')
  @ApiOperation({ summary: 'Whether my account is scheduled for deletion, and when' })
  deletionStatus(@CurrentUser() user: AuthUser): Promise<DeletionStatus> {
    return this.privacy.deletionStatus(user.id);
  }

  @Post('deletion')
  @HttpCode(202)
  @ApiOperation({ summary: 'Delete my account after the grace period; confirm with the password (wrong: 403, throttled like sign-in per account and IP: 429) or a fresh Clerk sign-in; 409 for a sole Senior Partner. Once scheduled, every session of the account ends (this one too: its cookie is cleared) and signing in asks whether to cancel. The owner is mailed when it is scheduled, and after repeated wrong passwords' })
  async requestDeletion(@CurrentUser() user: AuthUser, @Req() req: AuthedRequest, @Res({ passthrough: true }) res: FastifyReply, @Body(new ZodValidationPipe(DeletionRequestSchema)) body: DeletionRequest): Promise<DeletionStatus> {
    const token = user.via === 'clerk' ? clerkTokenOf(req) : undefined;
    const factorAge = token ? (await this.clerk.verify(token))?.firstFactorAgeMinutes : undefined;
    const status = await this.privacy.requestDeletion(user, body.password, factorAge, clientIp(req, this.config.TRUST_PROXY));
    if (status.state === 'scheduled') void res.clearCookie(SESSION_COOKIE, sessionCookieOptions(req));
    return status;
  }

  @Delete('deletion')
  @AnswersDuringDeletion()
  @ApiOperation({ summary: 'Cancel the scheduled deletion of my account (also the one route a Clerk sign-in may use while the deletion is pending)' })
  async cancelDeletion(@CurrentUser() user: AuthUser): Promise<DeletionStatus> {
    await this.privacy.cancelDeletion(user.id);
    return this.privacy.deletionStatus(user.id);
  }
}
