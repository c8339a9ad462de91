import { Schema } from 'mongoose';
import { COLLECTIONS } from '../collections';

/**
 * A mailing-list subscription from the landing page's 'Get Updates' box. Double opt-in: nothing is
 * sent to the address until `confirmedAt`, set by the link of the confirmation mail.
 */
export interface UpdatesSubscription {
  email: string;
  createdAt: Date;
  source: string;
  confirmedAt?: Date;
}

export const UpdatesSubscriptionSchema = new Schema<UpdatesSubscription>(
  {
    email: { type: String, required: true, unique: true },
    createdAt: { type: Date, required: true },
    source: { type: String, required: true },
    confirmedAt: { type: Date },
  },
  { collection: COLLECTIONS.updatesSubscriptions, versionKey: false },
);
