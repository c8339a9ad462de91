import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { HealthPingResult, MESSAGE_PATTERNS } from '@lexmitra/contracts';
import { healthPingHandler } from '@lexmitra/platform';

const ping = healthPingHandler('search-service');

/** Request/response patterns of the case-law search service (the index arrives with case search). */
@Controller()
export class SearchController {
  @MessagePattern(MESSAGE_PATTERNS.searchPing)
  ping(@Payload() data: unknown): Promise<HealthPingResult> {
    return ping({ data });
  }
}
