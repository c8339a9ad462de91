/**
 * Tells an outage of MongoDB, Redis or MinIO from a bug, so the caller gets 503 (try again) rather
 * than 500. Judged by the error's class (the MongoDB driver's network and selection errors), Node's
 * socket error codes, and, for errors that carry no type of their own (mongoose's "buffering timed
 * out", ioredis's "Connection is closed"), by the state of our own connection to that server.
 */
import { Injectable } from '@nestjs/common';
import mongoose from 'mongoose';
import { MongoService } from './mongo.service';
import { RedisService } from './redis.service';

const { mongo } = mongoose;
const DATABASE_ERRORS = [mongo.MongoNetworkError, mongo.MongoServerSelectionError, mongo.MongoNotConnectedError, mongo.MongoTopologyClosedError, mongoose.Error.MongooseServerSelectionError];
/** Socket failures reaching a server (MinIO's client surfaces them as they are). */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH']);

@Injectable()
export class OutageClassifier {
  constructor(private readonly mongo: MongoService, private readonly redis: RedisService) {}

  /** What is away, in words for the answer ("The database"), or undefined when this is not an outage. */
  whatIsDown(err: unknown): string | undefined {
    if (DATABASE_ERRORS.some((type) => err instanceof type)) return 'The database';
    if (err instanceof mongoose.Error && this.mongo.connection.readyState !== mongoose.ConnectionStates.connected) return 'The database';
    if (NETWORK_CODES.has(String((err as { code?: unknown })?.code))) return 'A storage service';
    if (err instanceof Error && !(err instanceof mongoose.Error) && this.redis.client.status !== 'ready') return 'The job and session store';
    return undefined;
  }
}
