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

  /** Idempotent: subscribing twice keeps one record and its first date. True when the address has confirmed already. */
  async subscribe(email: string, source: string): Promise<boolean> {
    await this.model.updateOne({ email }, { $setOnInsert: { email, createdAt: new Date(), source } }, { upsert: true });
    return (await this.model.countDocuments({ email, confirmedAt: { $exists: true } })) > 0;
  }

  /** The confirmation link was opened: the address may now receive updates. False without a subscription. */
  async confirm(email: string): Promise<boolean> {
    const res = await this.model.updateOne({ email }, { $set: { confirmedAt: new Date() } });
    return res.matchedCount === 1;
  }

  async isConfirmed(email: string): Promise<boolean> {
    return (await this.model.countDocuments({ email, confirmedAt: { $exists: true } })) > 0;
  }

  async isSubscribed(email: string): Promise<boolean> {
    return (await this.model.countDocuments({ email })) > 0;
  }
}
