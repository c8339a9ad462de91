import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AccessRequest, AccessRequestSchema, DocumentListQuerySchema } from '@lexmitra/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AuditContext, Audited } from '../audit/audit-context';
import { AuditTrail } from '../audit/audit-trail.service';
import { AuthUser, CurrentUser } from '../common/decorators';
import { RateLimit } from '../common/rate-limit';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { UploadsService } from '../uploads/uploads.service';
import { DocumentsService } from './documents.service';

@ApiTags('documents')
@Controller('api/pdf')
export class DocumentsController {
  constructor(private readonly documents: DocumentsService, private readonly uploads: UploadsService, private readonly audit: AuditTrail) {}

  @Post('upload')
  @HttpCode(201)
  @ApiOperation({ summary: 'Call 4: store a PDF, DOC or DOCX (multipart: file, email = whom it is for, default you)' })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' }, email: { type: 'string' } }, required: ['file'] } })
  @RateLimit('doc-upload', 'DOCUMENT_RATE_LIMIT_PER_MINUTE')
  async upload(@CurrentUser() user: AuthUser, @Req() req: FastifyRequest, @Audited() ctx: AuditContext) {
    const answer = await this.documents.upload(req.raw, user);
    this.audit.record(ctx, { action: 'document.uploaded', actorId: user.id, target: { type: 'document', id: answer.uniqueID, label: answer.name }, ownerId: user.id });
    return answer;
  }

  @Post('access')
  @HttpCode(200)
  @ApiOperation({ summary: 'Call 5: the stored bytes, for the uploader or the user the document is for (else 404)' })
  // Slows probing of unique IDs.
  @RateLimit('doc-access', 'DOCUMENT_RATE_LIMIT_PER_MINUTE')
  async access(@CurrentUser() user: AuthUser, @Body(new ZodValidationPipe(AccessRequestSchema)) body: AccessRequest, @Res() res: FastifyReply, @Audited() ctx: AuditContext) {
    const { doc, body: bytes } = await this.documents.open(user, body.uniqueID, body.email);
    // Recorded once access is granted (the viewer and the list's download both come this way); the uploader owns the document.
    this.audit.record(ctx, { action: 'document.accessed', actorId: user.id, target: { type: 'document', id: doc.uniqueID, label: doc.name }, ownerId: doc.uploaderId });
    await this.uploads.send(res.raw, { body: bytes, contentType: doc.contentType, size: doc.size, name: doc.name }, {
      headers: { 'X-Document-Sha256': doc.sha256 }, label: `document ${doc.uniqueID}`,
    });
  }

  @Get()
  @ApiOperation({ summary: 'My documents: uploaded by me or for my e-mail, newest first, paged' })
  list(@CurrentUser() user: AuthUser, @Query(new ZodValidationPipe(DocumentListQuerySchema)) query: z.infer<typeof DocumentListQuerySchema>) {
    return this.documents.list(user, query.page, query.pageSize);
  }

  @Delete(':uniqueID')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete a document I uploaded (its file and its record)' })
  async remove(@CurrentUser() user: AuthUser, @Param('uniqueID') uniqueID: string, @Audited() ctx: AuditContext) {
    const doc = await this.documents.remove(user, uniqueID);
    this.audit.record(ctx, { action: 'document.deleted', actorId: user.id, target: { type: 'document', id: doc.uniqueID, label: doc.name }, ownerId: doc.uploaderId });
  }
}
