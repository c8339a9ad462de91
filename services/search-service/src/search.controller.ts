import { Controller, Inject } from '@nestjs/common';
import { EventPattern, MessagePattern, Payload } from '@nestjs/microservices';
import { CasesImportedEventSchema, EVENTS, HealthPingResult, MESSAGE_PATTERNS } from '@lexmitra/contracts';
import { healthPingHandler } from '@lexmitra/platform';
import { IndexKeeper } from './index/index-keeper';

const ping = healthPingHandler('search-service');

/**
 * Fixed patterns of the case-law search service. Search and meta requests arrive on channels named
 * after the database (registered in main.ts), so they are not decorated here.
 */
@Controller()
export class SearchController {
  constructor(@Inject(IndexKeeper) private readonly keeper: IndexKeeper) {}

  @MessagePattern(MESSAGE_PATTERNS.searchPing)
  ping(@Payload() data: unknown): Promise<HealthPingResult> {
    return ping({ data });
  }

  @EventPattern(EVENTS.casesImported)
  async casesImported(@Payload() data: unknown): Promise<void> {
    const event = CasesImportedEventSchema.safeParse(data);
    if (event.success) await this.keeper.onImported(event.data);
  }
}
