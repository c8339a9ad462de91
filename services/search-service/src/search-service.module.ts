import { DynamicModule, Inject, Module, OnModuleDestroy } from '@nestjs/common';
import { AppConfig } from '@lexmitra/platform';
import { IndexKeeper } from './index/index-keeper';
import { SearchController } from './search.controller';

const log = (msg: string, extra: object = {}) => console.log(JSON.stringify({ service: 'search-service', pid: process.pid, msg, ...extra }));

@Module({})
export class SearchServiceModule implements OnModuleDestroy {
  constructor(@Inject(IndexKeeper) private readonly keeper: IndexKeeper) {}

  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: SearchServiceModule,
      controllers: [SearchController],
      providers: [{ provide: IndexKeeper, useValue: new IndexKeeper(config, log) }],
      exports: [IndexKeeper],
    };
  }

  async onModuleDestroy(): Promise<void> {
    await this.keeper.stop();
  }
}
