import { Module } from '@nestjs/common';
import { JobFeedService } from './job-feed.service';
import { JobResultReader } from './job-result';
import { JobsController } from './jobs.controller';
import { JobsService } from './jobs.service';
import { ResultDelivery } from './result-delivery';

@Module({ controllers: [JobsController], providers: [JobsService, JobFeedService, JobResultReader, ResultDelivery], exports: [JobsService, JobResultReader, ResultDelivery] })
export class JobsModule {}
