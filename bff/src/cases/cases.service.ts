/**
 * Case search lives in services/search-service (it owns the index); the BFF validates and asks it
 * through a Redis request queue named after our own database (one replica answers each request).
 * No repository here: the BFF never reads the `cases` collection itself.
 */
import { Inject, Injectable, Logger } from '@nestjs/common';
import { AskRequest, CasesMeta, CasesMetaSchema, databaseOf, MESSAGE_PATTERNS, searchChannel } from '@lexmitra/contracts';
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

  /**
   * The answer as search-service serialised it, sent on as it is: parsing a page of results, checking
   * it against AskAnswerSchema and serialising it again was a tenth of a search's CPU in the BFF.
   * search-service builds every answer (both engines) to that schema; its spec holds each answer to
   * it, with no property the schema does not name.
   */
  async askJson(request: AskRequest): Promise<string> {
    return this.call(MESSAGE_PATTERNS.searchQuery, request, true) as Promise<string>;
  }

  async meta(): Promise<CasesMeta> {
    return CasesMetaSchema.parse(await this.call(MESSAGE_PATTERNS.searchMeta, {}));
  }

  private async call(pattern: string, payload: unknown, asJson = false): Promise<unknown> {
    const queue = searchChannel(pattern, this.database);
    try {
      return await (asJson ? this.bus.requestOneJson(queue, payload, SEARCH_TIMEOUT_MS) : this.bus.requestOne(queue, payload, SEARCH_TIMEOUT_MS));
    } catch (err) {
      // No replica answered in time, or it answered with an error: the screen shows docs/product.md §8's failure text.
      this.logger.warn(`case search ${pattern} failed: ${(err as Error)?.message ?? JSON.stringify(err)}`);
      throw dependencyDown('Case search');
    }
  }
}
