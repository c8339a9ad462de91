import { Global, Module } from '@nestjs/common';
import { PreferencesController } from './preferences.controller';
import { PresenceRecorder } from './presence.recorder';

/** Presence (a short-lived mark in Redis) for the whole app, and the user's own preferences; the users themselves are in libs/data (UsersRepository). */
@Global()
@Module({ controllers: [PreferencesController], providers: [PresenceRecorder], exports: [PresenceRecorder] })
export class UsersModule {}
