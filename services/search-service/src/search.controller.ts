import { Controller, Inject } from '@nestjs/common';
import { EventPattern, MessagePattern, Payload } from '@nestjs/microservices';
import { CasesImportedEventSchema, EVENTS, HealthPingResult, MESSAGE_PATTERNS } from '@lexmitra/contracts';
import { healthPingHandler } from '@lexmitra/platform';
import { SEARCH_KEEPER, SearchKeeper } from './index/search-keeper';

const ping = healthPingHandler('search-service');

/**
 * Fixed patterns of the case-law search service (pub/sub: every replica hears them). Search and meta
 * requests arrive on a request queue named after the database (main.ts), so they are not decorated here.
 */
@Controller()
export class SearchController {
  constructor(@Inject(SEARCH_KEEPER) private readonly keeper: SearchKeeper) {}

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
