import { Module } from '@nestjs/common';
import { JobFeedService } from './job-feed.service';
import { JobResultReader } from './job-result';
import { JobsController } from './jobs.controller';
import { JobsService } from './jobs.service';

@Module({ controllers: [JobsController], providers: [JobsService, JobFeedService, JobResultReader], exports: [JobsService, JobResultReader] })
export class JobsModule {}
