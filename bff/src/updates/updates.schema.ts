import { Schema } from 'mongoose';

/** A mailing-list subscription from the landing page's 'Get Updates' box. */
export interface UpdatesSubscription {
  email: string;
  createdAt: Date;
  source: string;
}

export const UpdatesSubscriptionSchema = new Schema<UpdatesSubscription>(
  {
    email: { type: String, required: true, unique: true },
    createdAt: { type: Date, required: true },
    source: { type: String, required: true },
  },
  { collection: 'updates_subscriptions', versionKey: false },
);
