/**
 * Who does not want which notification mails, by address: one record per (address, category). An
 * address works with or without an account (firm invitees, 'Get Updates' subscribers), and an
 * account's settings are the records of its address. No record: the notification is sent.
 */
import { Connection, Model, Schema } from 'mongoose';
import { COLLECTIONS } from '../collections';
import { buildIndexes, indexesReady, isDuplicateKey, modelOn } from '../mongo';
import { normalizeEmail } from '../users/email';

export interface MailSuppression {
  address: string;
  category: string;
  at: Date;
}

const MailSuppressionSchema = new Schema<MailSuppression>(
  {
    address: { type: String, required: true },
    category: { type: String, required: true },
    at: { type: Date, required: true },
  },
  { collection: COLLECTIONS.mailSuppressions, versionKey: false },
);
MailSuppressionSchema.index({ address: 1, category: 1 }, { unique: true });

export class MailSuppressionRepository {
  private readonly model: Model<MailSuppression>;
  private readonly indexesBuilt: Promise<void>;

  constructor(connection: Connection) {
    this.model = modelOn(connection, 'MailSuppression', MailSuppressionSchema);
    this.indexesBuilt = buildIndexes(this.model);
  }

  async isSuppressed(address: string, category: string): Promise<boolean> {
    return (await this.model.countDocuments({ address: normalizeEmail(address), category: { $eq: category } })) > 0;
  }

  /** The categories this address turned off. */
  async suppressedFor(address: string): Promise<string[]> {
    const rows = await this.model.find({ address: normalizeEmail(address) }, { category: 1 }).lean<Pick<MailSuppression, 'category'>[]>();
    return rows.map((r) => r.category);
  }

  /** Every category on again for the address; returns how many were off. */
  async clearFor(address: string): Promise<number> {
    return (await this.model.deleteMany({ address: normalizeEmail(address) })).deletedCount;
  }

  async set(address: string, category: string, wanted: boolean): Promise<void> {
    const key = { address: normalizeEmail(address), category };
    if (wanted) {
      await this.model.deleteOne(key);
      return;
    }
    await indexesReady(this.indexesBuilt);
    try {
      await this.model.updateOne(key, { $setOnInsert: { ...key, at: new Date() } }, { upsert: true });
    } catch (err) {
      // Two unsubscribes at once: the other one wrote the record.
      if (!isDuplicateKey(err)) throw err;
    }
  }
}
