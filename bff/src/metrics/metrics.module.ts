import { Injectable, Module, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { QUEUES } from '@lexmitra/contracts';
import { watchQueueDepth } from '@lexmitra/platform';
import { QueueService } from '../infra/queue.service';
import { MetricsController } from './metrics.controller';

/** Reports the depth of every worker queue on each scrape, through the BFF's own queue clients. */
@Injectable()
export class QueueDepthReporter implements OnModuleInit, OnModuleDestroy {
  private stops: (() => void)[] = [];

  constructor(private readonly queues: QueueService) {}

  onModuleInit(): void {
    this.stops = Object.values(QUEUES).map((name) => watchQueueDepth(this.queues.queue(name)));
  }

  onModuleDestroy(): void {
    for (const stop of this.stops) stop();
  }
}

@Module({ controllers: [MetricsController], providers: [QueueDepthReporter] })
export class MetricsModule {}
