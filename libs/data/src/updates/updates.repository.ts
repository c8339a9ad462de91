import { Connection, Model } from 'mongoose';
import { buildIndexes, modelOn } from '../mongo';
import { UpdatesSubscription, UpdatesSubscriptionSchema } from './updates.schema';

/** The landing page's mailing list, double opt-in. */
export class UpdatesRepository {
  private readonly model: Model<UpdatesSubscription>;

  constructor(connection: Connection) {
    this.model = modelOn(connection, 'UpdatesSubscription', UpdatesSubscriptionSchema);
    void buildIndexes(this.model);
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
