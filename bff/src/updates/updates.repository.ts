import { Injectable } from '@nestjs/common';
import { Model } from 'mongoose';
import { MongoService } from '../infra/mongo.service';
import { UpdatesSubscription, UpdatesSubscriptionSchema } from './updates.schema';

@Injectable()
export class UpdatesRepository {
  private readonly model: Model<UpdatesSubscription>;

  constructor(mongo: MongoService) {
    this.model = mongo.connection.model<UpdatesSubscription>('UpdatesSubscription', UpdatesSubscriptionSchema);
  }

  /** Idempotent: subscribing twice keeps one record and its first date. */
  async subscribe(email: string, source: string): Promise<void> {
    await this.model.updateOne({ email }, { $setOnInsert: { email, createdAt: new Date(), source } }, { upsert: true });
  }

  async isSubscribed(email: string): Promise<boolean> {
    return (await this.model.countDocuments({ email })) > 0;
  }
}
