import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { AskAnswer, CasesMeta } from '@lexmitra/contracts';
import { parseAskBody } from './cases.schema';
import { CasesService } from './cases.service';

/**
 * Call 3 (POST /ask) sits at the root like the other legacy paths. Like every /api route it needs a
 * signed-in session (the global guard): the corpus is a product feature, and the session lets us
 * rate-limit and audit search later without changing the contract.
 */
@ApiTags('cases')
@Controller()
export class CasesController {
  constructor(private readonly cases: CasesService) {}

  @Post('ask')
  @HttpCode(200)
  @ApiOperation({ summary: 'Search judgments (call 3): {query[, court, yearFrom, yearTo, page, pageSize]} → {cases, total, page, pageSize}' })
  ask(@Body() body: unknown): Promise<AskAnswer> {
    return this.cases.ask(parseAskBody(body));
  }

  @Get('api/cases/meta')
  @ApiOperation({ summary: 'Courts and year span of the corpus, for the search filters' })
  meta(): Promise<CasesMeta> {
    return this.cases.meta();
  }
}
