import { Body, Controller, HttpCode, Post, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { cleanFileName, DocAiExportRequestSchema } from '@lexmitra/contracts';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { AuthUser, CurrentUser, RequestId } from '../common/decorators';
import { RateLimit } from '../common/rate-limit';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { DraftsService } from '../drafts/drafts.service';
import { contentDisposition, writeDownloadHead } from '../uploads/file-name';

type ExportBody = z.output<typeof DocAiExportRequestSchema>;

/**
 * Keeps a Document AI result (issue 17): the translation or summary the user has on screen, as a
 * PDF or DOCX drawn by the convert worker in the text's own script (the same job and limits as a
 * draft export). Saving it as a draft to edit later is POST /api/drafts/saveDraft.
 */
@ApiTags('document-ai')
@Controller('api/doc-ai')
export class DocAiExportController {
  constructor(private readonly drafts: DraftsService) {}

  @Post('export')
  @HttpCode(200)
  @ApiOperation({ summary: 'A translation or summary as a PDF or DOCX download, in its own script (Indian scripts and Urdu shaped)' })
  @RateLimit('draft-convert', 'DRAFT_CONVERT_RATE_LIMIT_PER_MINUTE')
  async export(@CurrentUser() user: AuthUser, @Body(new ZodValidationPipe(DocAiExportRequestSchema)) body: ExportBody, @Res() res: FastifyReply, @RequestId() requestId?: string) {
    // The name comes from the user's own file picker: bidi controls could make the download read backwards.
    const source = body.sourceName ? cleanFileName(body.sourceName, '').replace(/\.(pdf|docx?|jpe?g|png)$/i, '').trim() : '';
    const label = `${body.kind}${body.language ? ` (${body.language})` : ''}`;
    const fileName = source ? `${source} - ${label}` : label;
    const file = await this.drafts.convert(user, { content: body.text, fileType: body.format, fileName }, requestId);
    writeDownloadHead(res.raw, { contentType: file.contentType, size: file.bytes.length, disposition: contentDisposition('attachment', file.fileName) });
    res.raw.end(file.bytes);
  }
}
