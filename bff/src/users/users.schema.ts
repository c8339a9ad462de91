import { Schema, Types } from 'mongoose';

/** One person, however they sign in: a local password, Clerk, or both (matched by e-mail). */
export interface User {
  _id: Types.ObjectId;
  email: string;
  passwordHash?: string;
  clerkUserId?: string;
  createdAt: Date;
  lastSeenAt?: Date;
}

export const UserSchema = new Schema<User>(
  {
    email: { type: String, required: true, unique: true, lowercase: true, trim: true },
    passwordHash: { type: String },
    clerkUserId: { type: String, sparse: true },
    createdAt: { type: Date, required: true },
    lastSeenAt: { type: Date },
  },
  { collection: 'users', versionKey: false },
);
