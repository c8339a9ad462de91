import { Module } from '@nestjs/common';
import { JobFeedService } from './job-feed.service';
import { JobsController } from './jobs.controller';
import { JobsService } from './jobs.service';

@Module({ controllers: [JobsController], providers: [JobsService, JobFeedService], exports: [JobsService] })
export class JobsModule {}
