import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { ConvertFileRequest, ConvertFileRequestSchema, SaveDraftRequest, SaveDraftRequestSchema } from '@lexmitra/contracts';
import type { FastifyReply } from 'fastify';
import { AuditContext, Audited } from '../audit/audit-context';
import { AuditTrail } from '../audit/audit-trail.service';
import { AuthUser, CurrentUser, Public, RequestId } from '../common/decorators';
import { RateLimit } from '../common/rate-limit';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { contentDisposition, writeDownloadHead } from '../uploads/file-name';
import { DraftsService } from './drafts.service';
import { TemplatesRepository } from './templates.repository';

@ApiTags('drafts')
@Controller('api/drafts')
export class DraftsController {
  constructor(private readonly drafts: DraftsService, private readonly templates: TemplatesRepository, private readonly audit: AuditTrail) {}

  @Public()
  @Get('getAllTemplateNames')
  @ApiOperation({ summary: 'Call 8: the template catalogue as [{name, url, category}]' })
  templateNames() {
    return this.templates.list();
  }

  @Public()
  @Get('getTemplate')
  @ApiOperation({ summary: 'Call 9: a template text; url must be a catalogue entry (anything else 404, nothing is fetched)' })
  @ApiQuery({ name: 'url', example: 'templates/general-affidavit.txt' })
  async template(@Query('url') url: unknown, @Res() res: FastifyReply) {
    const text = await this.drafts.template(url);
    void res.code(200).type('text/plain; charset=utf-8').send(text);
  }

  @Post('saveDraft')
  @HttpCode(201)
  @ApiOperation({ summary: 'Call 10: save a draft for the signed-in user (userId must be theirs); draftId saves a new version' })
  // Each save may keep a 1 MB version: without a limit one user could fill the database in minutes.
  @RateLimit('draft-save', 'DRAFT_SAVE_RATE_LIMIT_PER_MINUTE')
  async save(@CurrentUser() user: AuthUser, @Body(new ZodValidationPipe(SaveDraftRequestSchema)) body: SaveDraftRequest, @Audited() ctx: AuditContext) {
    const saved = await this.drafts.save(user, body);
    const action = body.draftId ? 'draft.saved' : 'draft.created';
    this.audit.record(ctx, { action, actorId: user.id, target: { type: 'draft', id: saved.id, label: saved.title }, ownerId: user.id });
    return saved;
  }

  @Post('convertFile')
  @HttpCode(200)
  @ApiOperation({ summary: 'Call 11: the draft as a PDF or DOCX download' })
  @RateLimit('draft-convert', 'DRAFT_CONVERT_RATE_LIMIT_PER_MINUTE')
  async convert(@CurrentUser() user: AuthUser, @Body(new ZodValidationPipe(ConvertFileRequestSchema)) body: ConvertFileRequest, @Res() res: FastifyReply, @Audited() ctx: AuditContext, @RequestId() requestId?: string) {
    const file = await this.drafts.convert(user, body, requestId);
    // Call 11 sends the text, not a draft id (an unsaved draft can be exported): the export is known by its file name.
    this.audit.record(ctx, { action: 'draft.exported', actorId: user.id, target: { type: 'draft', id: file.fileName, label: file.fileName }, ownerId: user.id });
    writeDownloadHead(res.raw, { contentType: file.contentType, size: file.bytes.length, disposition: contentDisposition('attachment', file.fileName, { bareToken: true }) });
    res.raw.end(file.bytes);
  }

  @Get()
  @ApiOperation({ summary: 'My drafts, most recently saved first (without their text)' })
  list(@CurrentUser() user: AuthUser) {
    return this.drafts.list(user);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One of my drafts with its text and kept versions (others: 404)' })
  detail(@CurrentUser() user: AuthUser, @Param('id') id: string) {
    return this.drafts.detail(user, id);
  }

  @Get(':id/versions/:version')
  @ApiOperation({ summary: 'The text of an earlier version of one of my drafts' })
  version(@CurrentUser() user: AuthUser, @Param('id') id: string, @Param('version') version: string) {
    return this.drafts.version(user, id, /^\d{1,6}$/.test(version) ? Number(version) : NaN);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete one of my drafts and its versions (others: 404)' })
  async remove(@CurrentUser() user: AuthUser, @Param('id') id: string, @Audited() ctx: AuditContext) {
    await this.drafts.remove(user, id);
    this.audit.record(ctx, { action: 'draft.deleted', actorId: user.id, target: { type: 'draft', id }, ownerId: user.id });
  }
}
