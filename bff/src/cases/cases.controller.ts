import { Body, Controller, Get, Header, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CaseDetail, CasePdfQuerySchema, CasesMeta } from '@lexmitra/contracts';
import type { FastifyReply } from 'fastify';
import { RateLimit } from '../common/rate-limit';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { UploadsService } from '../uploads/uploads.service';
import { CaseDetailService } from './case-detail.service';
import { parseAskBody } from './cases.schema';
import { CasesService } from './cases.service';

/**
 * Call 3 (POST /ask) sits at the root like the other legacy paths. Like every /api route it needs a
 * signed-in session (the global guard): the corpus is a product feature, and the session lets each
 * user's searches be limited (SEARCH_RATE_LIMIT_PER_MINUTE).
 */
@ApiTags('cases')
@Controller()
export class CasesController {
  constructor(private readonly cases: CasesService, private readonly detail: CaseDetailService, private readonly uploads: UploadsService) {}

  @Post('ask')
  @HttpCode(200)
  // A search costs more CPU than any other route: one user's script must not take the engine from others.
  @RateLimit('search', 'SEARCH_RATE_LIMIT_PER_MINUTE', ['user'])
  // The answer (AskAnswer) arrives as search-service's JSON text and is sent as it is (CasesService.askJson).
  @Header('Content-Type', 'application/json; charset=utf-8')
  @ApiOperation({ summary: 'Search judgments (call 3): {query[, court, yearFrom, yearTo, page, pageSize]} → {cases, total, totalRelation (gte: counting stopped at total), page, pageSize}' })
  ask(@Body() body: unknown): Promise<string> {
    return this.cases.askJson(parseAskBody(body));
  }

  @Get('api/cases/meta')
  @ApiOperation({ summary: 'Courts and year span of the corpus, for the search filters' })
  meta(): Promise<CasesMeta> {
    return this.cases.meta();
  }

  // After api/cases/meta: "meta" is also a valid id.
  @Get('api/cases/:id')
  @ApiOperation({ summary: 'A judgment: metadata, numbered paragraphs, the citations it makes (linked where held), cited by (with count), PDF languages. Public corpus: any signed-in user; 400 bad id, 404 unknown' })
  judgment(@Param('id') id: string): Promise<CaseDetail> {
    return this.detail.detail(id);
  }

  @Get('api/cases/:id/pdf')
  @ApiOperation({ summary: 'The original PDF of a judgment, streamed from object storage; ?lang=hi for another language version, ?download=1 to save it' })
  async pdf(@Param('id') id: string, @Query(new ZodValidationPipe(CasePdfQuerySchema)) query: { lang: string; download?: '0' | '1' }, @Res() res: FastifyReply): Promise<void> {
    const file = await this.detail.pdf(id, query.lang);
    await this.uploads.send(res.raw, { body: file.body, contentType: 'application/pdf', size: file.size, name: file.name }, { disposition: query.download === '1' ? 'attachment' : 'inline', label: `judgment ${id}` });
  }
}
