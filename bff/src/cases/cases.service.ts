/**
 * Case search lives in services/search-service (it owns the index); the BFF validates and asks it
 * through a Redis request queue named after our own database (one replica answers each request).
 * No repository here: the BFF never reads the `cases` collection itself.
 */
import { Inject, Injectable, Logger } from '@nestjs/common';
import { AskAnswerSchema, AskRequest, CasesMeta, CasesMetaSchema, databaseOf, MESSAGE_PATTERNS, searchChannel } from '@lexmitra/contracts';
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
   * The answer as search-service serialised it, checked against AskAnswerSchema and then sent as it
   * is: serialising a page of results a second time was a noticeable part of a search's CPU in the
   * BFF. The check stays: a replica of another version (a rolling deploy) or a bug must give the
   * caller a 502, not a page the SPA cannot read (a ZodError is a 502 in ApiExceptionFilter).
   * search-service's spec holds every answer to the schema with no property it does not name, so
   * the text sent is what the schema describes.
   */
  async askJson(request: AskRequest): Promise<string> {
    const json = (await this.call(MESSAGE_PATTERNS.searchQuery, request, true)) as string;
    AskAnswerSchema.parse(JSON.parse(json));
    return json;
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
