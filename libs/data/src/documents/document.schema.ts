import { DOCUMENT_KINDS, type DocumentKind } from '@lexmitra/contracts';
import { Schema } from 'mongoose';
import { COLLECTIONS } from '../collections';

/**
 * One stored document of the library. Its bytes live in MinIO under `objectKey`; this record is
 * written only after the bytes are stored, so a record always names a complete object.
 */
export interface StoredDocument {
  /** Unguessable (144 random bits, base64url): knowing it is part of the right to open the file. */
  uniqueID: string;
  /** The file name as the uploader's browser gave it, cleaned for display and downloads. */
  name: string;
  size: number;
  sha256: string;
  kind: DocumentKind;
  contentType: string;
  objectKey: string;
  uploaderId: string;
  uploaderEmail: string;
  /** Whom the document is for (normalized); defaults to the uploader. */
  email: string;
  uploadedAt: Date;
}

export const StoredDocumentSchema = new Schema<StoredDocument>(
  {
    uniqueID: { type: String, required: true, unique: true },
    name: { type: String, required: true },
    size: { type: Number, required: true },
    sha256: { type: String, required: true },
    kind: { type: String, required: true, enum: [...DOCUMENT_KINDS] },
    contentType: { type: String, required: true },
    objectKey: { type: String, required: true },
    uploaderId: { type: String, required: true },
    uploaderEmail: { type: String, required: true },
    email: { type: String, required: true },
    uploadedAt: { type: Date, required: true },
  },
  { collection: COLLECTIONS.documents, versionKey: false },
);
// The library lists "uploaded by me" and "uploaded for me", newest first.
StoredDocumentSchema.index({ uploaderId: 1, uploadedAt: -1 });
StoredDocumentSchema.index({ email: 1, uploadedAt: -1 });
