/**
 * Case search lives in services/search-service (it owns the index); the BFF validates and asks it
 * through a Redis request queue named after our own database (one replica answers each request).
 * No repository here: the BFF never reads the `cases` collection itself.
 */
import { Inject, Injectable, Logger } from '@nestjs/common';
import { AskAnswer, AskAnswerSchema, AskRequest, CasesMeta, CasesMetaSchema, databaseOf, MESSAGE_PATTERNS, searchChannel } from '@lexmitra/contracts';
import { dependencyDown } from '../common/api-error';
import { APP_CONFIG, AppConfig } from '../infra/config.provider';
import { EventBusService } from '../infra/event-bus.service';

const SEARCH_TIMEOUT_MS = 5000;

@Injectable()
export class CasesService {
  private readonly logger = new Logger('CasesService');
  private readonly database: string;

  constructor(private readonly bus: EventBusService, @Inject(APP_CONFIG) config: AppConfig) {
    this.database = databaseOf(config.MONGO_URL);
  }

  async ask(request: AskRequest): Promise<AskAnswer> {
    return AskAnswerSchema.parse(await this.call(MESSAGE_PATTERNS.searchQuery, request));
  }

  async meta(): Promise<CasesMeta> {
    return CasesMetaSchema.parse(await this.call(MESSAGE_PATTERNS.searchMeta, {}));
  }

  private async call(pattern: string, payload: unknown): Promise<unknown> {
    try {
      return await this.bus.requestOne(searchChannel(pattern, this.database), payload, SEARCH_TIMEOUT_MS);
    } catch (err) {
      // No replica answered in time, or it answered with an error: the screen shows docs/product.md §8's failure text.
      this.logger.warn(`case search ${pattern} failed: ${(err as Error)?.message ?? JSON.stringify(err)}`);
      throw dependencyDown('Case search');
    }
  }
}
