import { Global, Module } from '@nestjs/common';
import { PresenceRecorder } from './presence.recorder';
import { UsersRepository } from './users.repository';

@Global()
@Module({ providers: [UsersRepository, PresenceRecorder], exports: [UsersRepository, PresenceRecorder] })
export class UsersModule {}
