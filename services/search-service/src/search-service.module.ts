import { DynamicModule, Inject, Module, OnModuleDestroy } from '@nestjs/common';
import type { Logger, SearchServiceConfig } from '@lexmitra/platform';
import { IndexKeeper } from './index/index-keeper';
import { SEARCH_KEEPER, SearchKeeper } from './index/search-keeper';
import { OpenSearchKeeper } from './opensearch/opensearch-keeper';
import { SearchController } from './search.controller';

@Module({})
export class SearchServiceModule implements OnModuleDestroy {
  constructor(@Inject(SEARCH_KEEPER) private readonly keeper: SearchKeeper) {}

  static forRoot(config: SearchServiceConfig, logger: Logger): DynamicModule {
    return {
      module: SearchServiceModule,
      controllers: [SearchController],
      // SEARCH_ENGINE picks the engine: this replica's own memory, or the OpenSearch cluster.
      providers: [{ provide: SEARCH_KEEPER, useValue: config.SEARCH_ENGINE === 'opensearch' ? new OpenSearchKeeper(config, logger) : new IndexKeeper(config, logger) }],
      exports: [SEARCH_KEEPER],
    };
  }

  async onModuleDestroy(): Promise<void> {
    await this.keeper.stop();
  }
}
