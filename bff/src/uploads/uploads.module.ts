import { Module } from '@nestjs/common';
import { UploadsService } from './uploads.service';

/** Receiving uploads into object storage and sending stored files (see uploads.service.ts). */
@Module({ providers: [UploadsService], exports: [UploadsService] })
export class UploadsModule {}
