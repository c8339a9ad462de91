import { Module } from '@nestjs/common';
import { UpdatesController } from './updates.controller';
import { UpdatesRepository } from './updates.repository';

@Module({ controllers: [UpdatesController], providers: [UpdatesRepository] })
export class UpdatesModule {}
