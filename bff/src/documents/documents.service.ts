import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { DOCUMENT_TEXT, DocumentListAnswer, EMAIL_TEXT, ErrorCodes, UploadAnswer } from '@lexmitra/contracts';
import { DocumentReader, DocumentsRepository, normalizeEmail, StoredDocument, UsersRepository } from '@lexmitra/data';
import { documentObjectKey, ObjectNotFoundError } from '@lexmitra/storage';
import type { IncomingMessage } from 'node:http';
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { z } from 'zod';
import type { AuthUser } from '../common/decorators';
import { ApiException, badRequest, notFound } from '../common/api-error';
import { APP_CONFIG, AppConfig } from '../infra/config.provider';
import { Notifier } from '../mail/notifier.service';
import { StorageService } from '../infra/storage.service';
import { DOCUMENT_UPLOAD_TEXTS, UploadsService } from '../uploads/uploads.service';
import { UsageService } from '../usage/usage.service';
import { requireAccess } from '../common/access';

const Email = z.email().max(254);

/** 144 random bits, URL-safe: not guessable, and short enough to copy by hand. */
export const newUniqueId = () => randomBytes(18).toString('base64url');

export const toSummary = (doc: StoredDocument, user: AuthUser) => ({
  uniqueID: doc.uniqueID,
  name: doc.name,
  size: doc.size,
  kind: doc.kind,
  contentType: doc.contentType,
  email: doc.email,
  uploadedAt: doc.uploadedAt.toISOString(),
  uploadedByMe: doc.uploaderId === user.id,
});

@Injectable()
export class DocumentsService {
  private readonly logger = new Logger('DocumentsService');

  constructor(
    private readonly repo: DocumentsRepository,
    private readonly storage: StorageService,
    private readonly uploads: UploadsService,
    private readonly usage: UsageService,
    private readonly users: UsersRepository,
    private readonly notifier: Notifier,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async upload(req: IncomingMessage, user: AuthUser): Promise<UploadAnswer> {
    // Refused before reading the body when the quota is already used up; checked again with the size.
    await this.usage.assertDocumentRoom(user.id, 1);
    const uniqueID = newUniqueId();
    const file = await this.uploads.receive(req, {
      objectKey: documentObjectKey(uniqueID), maxBytes: this.config.UPLOAD_MAX_BYTES, texts: DOCUMENT_UPLOAD_TEXTS, label: 'document',
    });
    const { fields, objectKey } = file;
    const forEmail = fields.email?.trim() ? normalizeEmail(fields.email) : normalizeEmail(user.email);
    const record: StoredDocument = {
      uniqueID,
      name: file.name,
      size: file.size,
      sha256: file.sha256,
      kind: file.kind,
      contentType: file.contentType,
      objectKey,
      uploaderId: user.id,
      uploaderEmail: normalizeEmail(user.email),
      email: forEmail,
      uploadedAt: new Date(),
    };
    try {
      if (!Email.safeParse(forEmail).success) throw badRequest(`email: ${EMAIL_TEXT.invalid}`);
      await this.usage.recordDocument(record);
    } catch (err) {
      // No record without its object, and no object without its record.
      await this.storage.remove(objectKey).catch(() => undefined);
      throw err;
    }
    // Shared for someone else: tell them by mail (unless they turned these mails off).
    if (record.email !== record.uploaderEmail) await this.notifier.documentShared(record.email, record.uploaderEmail, record.name);
    return { uniqueID, name: record.name, size: record.size, uploadedAt: record.uploadedAt.toISOString() };
  }

  /**
   * Opens a document for the uploader, or for the signed-in user it was uploaded for; the e-mail
   * given must be the document's (or, for the uploader, their own). Every refusal is the same 404.
   */
  async open(user: AuthUser, uniqueID: string, email: string): Promise<{ doc: StoredDocument; body: Readable }> {
    const doc = await this.repo.findByUniqueID(uniqueID);
    const given = normalizeEmail(email);
    const isUploader = doc?.uploaderId === user.id;
    const emailMatches = doc && (given === doc.email || (isUploader && given === doc.uploaderEmail));
    // document-access.ts decides, as for the list and the export: a recipient must have verified the address.
    if (!emailMatches) throw notFound(DOCUMENT_TEXT.notFound);
    requireAccess('document', 'read', { id: user.id, reader: await this.reader(user) }, doc);
    try {
      return { doc, body: await this.storage.get(doc.objectKey) };
    } catch (err) {
      if (!(err instanceof ObjectNotFoundError)) throw err;
      this.logger.error(`document ${doc.uniqueID}: record present but object ${doc.objectKey} is missing`);
      throw new ApiException(HttpStatus.INTERNAL_SERVER_ERROR, ErrorCodes.INTERNAL, DOCUMENT_TEXT.objectMissing);
    }
  }

  async list(user: AuthUser, page: number, pageSize: number): Promise<DocumentListAnswer> {
    const { items, total } = await this.repo.listVisibleTo(await this.reader(user), page, pageSize);
    return { items: items.map((d) => toSummary(d, user)), page, pageSize, total };
  }

  /** The account as the access rule reads it (its stored address and whether it is verified). */
  private async reader(user: AuthUser): Promise<DocumentReader> {
    return (await this.users.findById(user.id)) ?? { _id: user.id };
  }

  /** Uploader only; anyone else gets the same 404 as for an unknown ID. Returns the removed record. */
  async remove(user: AuthUser, uniqueID: string): Promise<StoredDocument> {
    const doc = requireAccess('document', 'delete', user, await this.repo.findByUniqueID(uniqueID));
    // Object first: if this fails the record stays and the delete can be retried.
    await this.storage.remove(doc.objectKey);
    await this.repo.deleteByUniqueID(uniqueID);
    return doc;
  }
}
