import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Provision, ProvisionQuery, ProvisionQuerySchema } from '@lexmitra/contracts';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { LawService } from './law.service';

/**
 * The law the product knows, by provision: what a chat answer's statute chip opens. Like every /api
 * route it needs a session (the judgments come from the case search, which does).
 */
@ApiTags('law')
@Controller('api/law')
export class LawController {
  constructor(private readonly law: LawService) {}

  @Get('provision')
  @ApiOperation({ summary: 'One provision of a statute: the knowledge-base entries that rest on it (in the asked language) and the judgments of the corpus that cite it → Provision. 404 when the act is unknown' })
  provision(@Query(new ZodValidationPipe(ProvisionQuerySchema)) query: ProvisionQuery): Promise<Provision> {
    return this.law.provision(query);
  }
}
