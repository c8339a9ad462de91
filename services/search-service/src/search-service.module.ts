import { DynamicModule, Inject, Module, OnModuleDestroy } from '@nestjs/common';
import type { Logger, SearchServiceConfig } from '@lexmitra/platform';
import { IndexKeeper } from './index/index-keeper';
import { SearchController } from './search.controller';

@Module({})
export class SearchServiceModule implements OnModuleDestroy {
  constructor(@Inject(IndexKeeper) private readonly keeper: IndexKeeper) {}

  static forRoot(config: SearchServiceConfig, logger: Logger): DynamicModule {
    return {
      module: SearchServiceModule,
      controllers: [SearchController],
      providers: [{ provide: IndexKeeper, useValue: new IndexKeeper(config, logger) }],
      exports: [IndexKeeper],
    };
  }

  async onModuleDestroy(): Promise<void> {
    await this.keeper.stop();
  }
}
