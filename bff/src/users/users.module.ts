import { Global, Module } from '@nestjs/common';
import { PresenceRecorder } from './presence.recorder';

/** Presence (lastSeenAt) for the whole app; the users themselves are in libs/data (UsersRepository). */
@Global()
@Module({ providers: [PresenceRecorder], exports: [PresenceRecorder] })
export class UsersModule {}
