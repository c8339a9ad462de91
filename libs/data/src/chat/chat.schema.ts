import { Schema, Types } from 'mongoose';
import { COLLECTIONS } from '../collections';

/** One turn as stored: the user's text, or the bot's answer object (docs/product.md §3 chat message). */
export interface StoredChatMessage {
  type: 'user' | 'bot';
  content: unknown;
  at: Date;
}

/** A conversation of one signed-in user with the legal chatbot. */
export interface ChatConversation {
  _id: Types.ObjectId;
  userId: string;
  title: string;
  messages: StoredChatMessage[];
  /** Kept beside the array so listing needs no $size (FerretDB v1 projections are limited). */
  messageCount: number;
  createdAt: Date;
  updatedAt: Date;
}

const MessageSchema = new Schema<StoredChatMessage>(
  { type: { type: String, required: true, enum: ['user', 'bot'] }, content: { type: Schema.Types.Mixed, required: true }, at: { type: Date, required: true } },
  { _id: false },
);

export const ChatConversationSchema = new Schema<ChatConversation>(
  {
    userId: { type: String, required: true },
    title: { type: String, required: true },
    messages: { type: [MessageSchema], default: [] },
    messageCount: { type: Number, required: true, default: 0 },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
  },
  { collection: COLLECTIONS.chatConversations, versionKey: false },
);
// The side list shows my conversations, most recent first.
ChatConversationSchema.index({ userId: 1, updatedAt: -1 });
