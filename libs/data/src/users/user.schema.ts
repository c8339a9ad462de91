import { Schema, Types } from 'mongoose';
import { COLLECTIONS } from '../collections';

/** One person, however they sign in: a local password, Clerk, or both (matched by e-mail). */
export interface User {
  _id: Types.ObjectId;
  email: string;
  passwordHash?: string;
  clerkUserId?: string;
  createdAt: Date;
  /**
   * When the account proved it owns `email` (a mailed link, a password reset, or Clerk saying so).
   * Until then documents shared for the address stay hidden and firm invites cannot be used.
   */
  emailVerifiedAt?: Date;
  /** Interface language the user chose (contracts' InterfaceLanguage); absent until they choose. */
  language?: string;
}

export const UserSchema = new Schema<User>(
  {
    // Unique: the database, not a read-then-write check, decides who gets an e-mail first.
    email: { type: String, required: true, unique: true, lowercase: true, trim: true },
    passwordHash: { type: String },
    // Indexed: every request signed with a Clerk token looks its user up by `sub`.
    clerkUserId: { type: String, index: true, sparse: true },
    createdAt: { type: Date, required: true },
    emailVerifiedAt: { type: Date },
    language: { type: String },
  },
  { collection: COLLECTIONS.users, versionKey: false },
);
