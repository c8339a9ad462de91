import { Controller, HttpCode, Post, Query, Req, Res } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOperation, ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import { DOC_AI_OPERATIONS, DocumentReadErrorSchema, INTERFACE_LANGUAGE_CODES } from '@lexmitra/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AuthUser, CurrentUser } from '../common/decorators';
import { toOpenApiSchema } from '../common/openapi';
import { RateLimit } from '../common/rate-limit';
import { ResultDelivery } from '../jobs/result-delivery';
import { DocAiService } from './doc-ai.service';

@ApiTags('document-ai')
@Controller('process_pdf')
export class DocAiController {
  constructor(
    private readonly docAi: DocAiService,
    private readonly delivery: ResultDelivery,
  ) {}

  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: 'Call 2: translate, summarize, simplify or answer a question about a PDF/DOC/DOCX or a JPEG/PNG photo of a document (scans and photos are read by OCR)' })
  @ApiConsumes('multipart/form-data')
  @ApiQuery({ name: 'async', required: false, description: '1 → 202 {jobId}; follow GET /api/jobs/:id/events' })
  @ApiBody({ schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' }, query: { type: 'string' }, translation_language: { type: 'string' }, language: { type: 'string', description: 'Optional language code (as translation_language): OCR reads a scan or photo in it first' }, interface_language: { type: 'string', enum: [...INTERFACE_LANGUAGE_CODES], description: 'Optional interface language of the asker: summaries, simplifications and answers are written in it when the question shows no language of its own' }, operation: { type: 'string', enum: [...DOC_AI_OPERATIONS] } } } })
  @ApiResponse({ status: 422, description: 'The document could not be read (DOCUMENT_TOO_LARGE, DOCUMENT_SCANNED…); past a reading limit, `limit` names it and its numbers for the screen to say in its language', schema: toOpenApiSchema(DocumentReadErrorSchema) as object })
  @RateLimit('doc-ai', 'AI_RATE_LIMIT_PER_MINUTE')
  async process(@CurrentUser() user: AuthUser, @Req() req: FastifyRequest, @Res() res: FastifyReply, @Query('async') asyncFlag?: string) {
    const asJob = asyncFlag === '1' || asyncFlag === 'true';
    // The synchronous answer is the result itself: refused while this user's earlier ones are unread.
    const slot = asJob ? null : this.delivery.take(user.id);
    let answer;
    try {
      answer = await this.docAi.process(req.raw, user, asJob);
    } catch (err) {
      slot?.release();
      throw err;
    }
    const body = Buffer.from(JSON.stringify(answer));
    slot?.charge(body);
    res.raw.statusCode = asJob ? 202 : 200;
    res.raw.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.raw.setHeader('Content-Length', String(body.length));
    res.raw.end(body);
    slot?.hold(res.raw);
  }
}
