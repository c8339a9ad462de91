import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Patch, Post, Put, Query, Req, Res } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  CalendarFeedQuerySchema, CalendarTokenAnswer, DiaryEntryInput, DiaryEntryInputSchema, DiaryEntryPatch, DiaryEntryPatchSchema, DiaryListAnswer, DiaryListQuery, DiaryListQuerySchema,
} from '@lexmitra/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AuditContext, Audited } from '../audit/audit-context';
import { AuditTrail } from '../audit/audit-trail.service';
import { AuthUser, CurrentUser, Public } from '../common/decorators';
import { RateLimit } from '../common/rate-limit';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { APP_CONFIG, AppConfig, publicOrigin } from '../infra/config.provider';
import { contentDisposition } from '../uploads/file-name';
import { UploadsService } from '../uploads/uploads.service';
import { CalendarFeedService } from './calendar-feed.service';
import { DiaryService } from './diary.service';

@ApiTags('diary')
@Controller('api/diary')
export class DiaryController {
  constructor(
    private readonly diary: DiaryService,
    private readonly feeds: CalendarFeedService,
    private readonly uploads: UploadsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly audit: AuditTrail,
  ) {}

  @Get('entries')
  @ApiOperation({ summary: 'My diary entries in date order; search by part of the matter number and an upcoming-date range' })
  async list(@CurrentUser() user: AuthUser, @Query(new ZodValidationPipe(DiaryListQuerySchema)) query: DiaryListQuery): Promise<DiaryListAnswer> {
    return { items: await this.diary.list(user, query) };
  }

  @Post('entries')
  @HttpCode(201)
  @ApiOperation({ summary: 'Add a diary entry (every field optional; a date or time that is given must parse)' })
  create(@CurrentUser() user: AuthUser, @Body(new ZodValidationPipe(DiaryEntryInputSchema)) body: DiaryEntryInput) {
    return this.diary.create(user, body);
  }

  @Get('entries/:id')
  @ApiOperation({ summary: 'One of my diary entries (another user\'s is 404)' })
  get(@CurrentUser() user: AuthUser, @Param('id') id: string) {
    return this.diary.get(user, id);
  }

  @Patch('entries/:id')
  @ApiOperation({ summary: 'Change fields of a diary entry; a new date or time moves its hearing reminders' })
  update(@CurrentUser() user: AuthUser, @Param('id') id: string, @Body(new ZodValidationPipe(DiaryEntryPatchSchema)) body: DiaryEntryPatch) {
    return this.diary.update(user, id, body);
  }

  @Delete('entries/:id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete a diary entry with its document and reminders' })
  async remove(@CurrentUser() user: AuthUser, @Param('id') id: string, @Audited() ctx: AuditContext) {
    const attachment = await this.diary.remove(user, id);
    if (attachment) this.audit.record(ctx, { action: 'diary.attachment.deleted', actorId: user.id, target: { type: 'diaryAttachment', id, label: attachment.name }, ownerId: user.id });
  }

  @Put('entries/:id/document')
  @ApiOperation({ summary: 'Attach a PDF to a diary entry (multipart field "file"), replacing any earlier one' })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' } }, required: ['file'] } })
  async attach(@CurrentUser() user: AuthUser, @Param('id') id: string, @Req() req: FastifyRequest, @Audited() ctx: AuditContext) {
    const entry = await this.diary.attach(user, id, req.raw);
    this.audit.record(ctx, { action: 'diary.attachment.uploaded', actorId: user.id, target: { type: 'diaryAttachment', id, label: entry.document?.name ?? null }, ownerId: user.id });
    return entry;
  }

  @Delete('entries/:id/document')
  @ApiOperation({ summary: 'Remove the PDF of a diary entry' })
  async detach(@CurrentUser() user: AuthUser, @Param('id') id: string, @Audited() ctx: AuditContext) {
    const entry = await this.diary.detach(user, id);
    this.audit.record(ctx, { action: 'diary.attachment.deleted', actorId: user.id, target: { type: 'diaryAttachment', id }, ownerId: user.id });
    return entry;
  }

  @Get('entries/:id/document')
  @ApiOperation({ summary: 'The PDF of a diary entry; ?download=1 asks the browser to save it' })
  async document(@CurrentUser() user: AuthUser, @Param('id') id: string, @Query('download') download: string | undefined, @Res() res: FastifyReply, @Audited() ctx: AuditContext) {
    const { document, body } = await this.diary.openDocument(user, id);
    this.audit.record(ctx, { action: 'diary.attachment.opened', actorId: user.id, target: { type: 'diaryAttachment', id, label: document.name }, ownerId: user.id });
    const disposition = download === '1' || download === 'true' ? 'attachment' : 'inline';
    await this.uploads.send(res.raw, { body, contentType: 'application/pdf', size: document.size, name: document.name }, { disposition, label: `diary document ${id}` });
  }

  @Post('calendar-token')
  @HttpCode(201)
  @ApiOperation({ summary: 'Create or rotate my calendar feed address (the previous one stops working)' })
  async rotateToken(@CurrentUser() user: AuthUser): Promise<CalendarTokenAnswer> {
    const token = await this.feeds.rotate(user.id);
    return { token, url: `${publicOrigin(this.config)}/api/diary/calendar.ics?token=${token}` };
  }

  @Delete('calendar-token')
  @HttpCode(204)
  @ApiOperation({ summary: 'Revoke my calendar feed address' })
  async revokeToken(@CurrentUser() user: AuthUser) {
    await this.feeds.revoke(user.id);
  }

  @Public()
  @Get('calendar.ics')
  @ApiOperation({ summary: 'iCalendar feed of my hearings (times in Asia/Kolkata), authorised by the secret token in the address' })
  // Per client IP: slows token guessing; calendar apps poll a few times an hour at most.
  @RateLimit('diary-feed', 'CALENDAR_FEED_RATE_LIMIT_PER_MINUTE', ['ip'])
  async feed(@Query(new ZodValidationPipe(CalendarFeedQuerySchema)) query: z.infer<typeof CalendarFeedQuerySchema>, @Res() res: FastifyReply) {
    const body = await this.feeds.feed(query.token);
    void res.code(200).headers({
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': contentDisposition('inline', 'lexmitra-diary.ics'),
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex',
    }).send(body);
  }
}
