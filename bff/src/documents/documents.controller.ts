import { Body, Controller, Delete, Get, HttpCode, Logger, Param, Post, Query, Req, Res } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AccessRequest, AccessRequestSchema, DocumentListQuerySchema } from '@lexmitra/contracts';
import type { Request, Response } from 'express';
import { pipeline } from 'node:stream/promises';
import { z } from 'zod';
import { AuthUser, CurrentUser } from '../auth/decorators';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { DocumentsService } from './documents.service';

/** RFC 6266: an ASCII fallback plus the exact UTF-8 name. */
function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

@ApiTags('documents')
@Controller('api/pdf')
export class DocumentsController {
  private readonly logger = new Logger('DocumentsController');

  constructor(private readonly documents: DocumentsService) {}

  @Post('upload')
  @HttpCode(201)
  @ApiOperation({ summary: 'Call 4: store a PDF, DOC or DOCX (multipart: file, email = whom it is for, default you)' })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' }, email: { type: 'string' } }, required: ['file'] } })
  upload(@CurrentUser() user: AuthUser, @Req() req: Request) {
    return this.documents.upload(req, user);
  }

  @Post('access')
  @HttpCode(200)
  @ApiOperation({ summary: 'Call 5: the stored bytes, for the uploader or the user the document is for (else 404)' })
  @ApiBody({ schema: z.toJSONSchema(AccessRequestSchema) as object })
  async access(@CurrentUser() user: AuthUser, @Body(new ZodValidationPipe(AccessRequestSchema)) body: AccessRequest, @Res() res: Response) {
    const { doc, body: bytes } = await this.documents.open(user, body.uniqueID, body.email);
    res.status(200);
    res.setHeader('Content-Type', doc.contentType);
    res.setHeader('Content-Length', String(doc.size));
    res.setHeader('Content-Disposition', contentDisposition(doc.name));
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('X-Document-Sha256', doc.sha256);
    try {
      await pipeline(bytes, res);
    } catch (err) {
      // Headers are gone; cutting the connection tells the client the body is incomplete.
      this.logger.warn(`document ${doc.uniqueID} stream interrupted: ${(err as Error).message}`);
      res.destroy();
    }
  }

  @Get()
  @ApiOperation({ summary: 'My documents: uploaded by me or for my e-mail, newest first, paged' })
  list(@CurrentUser() user: AuthUser, @Query(new ZodValidationPipe(DocumentListQuerySchema)) query: z.infer<typeof DocumentListQuerySchema>) {
    return this.documents.list(user, query.page, query.pageSize);
  }

  @Delete(':uniqueID')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete a document I uploaded (its file and its record)' })
  async remove(@CurrentUser() user: AuthUser, @Param('uniqueID') uniqueID: string) {
    await this.documents.remove(user, uniqueID);
  }
}
