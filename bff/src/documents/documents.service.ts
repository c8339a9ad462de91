import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { DOCUMENT_TEXT, DocumentListAnswer, EVENTS, ErrorCodes, UploadAnswer } from '@lexmitra/contracts';
import { DocumentsRepository, normalizeEmail, StoredDocument } from '@lexmitra/data';
import { withTimeout } from '@lexmitra/platform';
import { documentObjectKey, ObjectNotFoundError } from '@lexmitra/storage';
import type { IncomingMessage } from 'node:http';
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { z } from 'zod';
import type { AuthUser } from '../auth/decorators';
import { RateLimitService } from '../auth/rate-limit.service';
import { ApiException, badRequest, dependencyDown, notFound } from '../common/api-error';
import { APP_CONFIG, AppConfig } from '../infra/config.provider';
import { EventBusService } from '../infra/event-bus.service';
import { StorageService } from '../infra/storage.service';
import { receiveUpload, UploadRejected } from './upload-receiver';

/** Room for the multipart boundaries and part headers around the file itself. */
const MULTIPART_OVERHEAD = 64 * 1024;
const Email = z.email().max(254);

/** 144 random bits, URL-safe: not guessable, and short enough to copy by hand. */
export const newUniqueId = () => randomBytes(18).toString('base64url');

/** Keeps the base name, printable and at most 200 characters, for display and Content-Disposition. */
export function cleanFileName(raw: string, kind: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  const printable = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim().slice(-200);
  return printable || `document.${kind}`;
}

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
    private readonly events: EventBusService,
    private readonly limits: RateLimitService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private rejection(reason: UploadRejected['reason']): ApiException {
    const max = this.config.UPLOAD_MAX_BYTES;
    switch (reason) {
      case 'tooLarge': return new ApiException(HttpStatus.PAYLOAD_TOO_LARGE, ErrorCodes.PAYLOAD_TOO_LARGE, DOCUMENT_TEXT.tooLarge(max));
      case 'unsupported': return new ApiException(HttpStatus.UNSUPPORTED_MEDIA_TYPE, ErrorCodes.UNSUPPORTED_MEDIA_TYPE, DOCUMENT_TEXT.unsupportedType);
      case 'empty': return badRequest(DOCUMENT_TEXT.emptyFile);
      default: return badRequest('The upload could not be read. Send the file as multipart/form-data in a field named "file".');
    }
  }

  async upload(req: IncomingMessage, user: AuthUser): Promise<UploadAnswer> {
    await this.limits.consume('doc-upload', [`user:${user.id}`], this.config.DOCUMENT_RATE_LIMIT_PER_MINUTE);
    const declared = Number(req.headers['content-length']);
    if (declared > this.config.UPLOAD_MAX_BYTES + MULTIPART_OVERHEAD) throw this.rejection('tooLarge');

    const uniqueID = newUniqueId();
    const objectKey = documentObjectKey(uniqueID);
    let received;
    try {
      const parsed = await receiveUpload(req, {
        maxBytes: this.config.UPLOAD_MAX_BYTES,
        store: (body: Readable, detected) => this.storage.putStream(objectKey, body, detected.contentType),
      });
      if (!parsed.file) throw badRequest(DOCUMENT_TEXT.noFile);
      received = { fields: parsed.fields, file: await parsed.file };
    } catch (err) {
      if (err instanceof UploadRejected) throw this.rejection(err.reason);
      if (err instanceof ApiException) throw err;
      // MinIO refused or was unreachable: nothing was recorded, and a partial upload was aborted.
      this.logger.error(`upload ${uniqueID} not stored: ${(err as Error).message}`);
      throw dependencyDown('Document storage');
    }

    const { fields, file } = received;
    const forEmail = fields.email?.trim() ? normalizeEmail(fields.email) : normalizeEmail(user.email);
    const record: StoredDocument = {
      uniqueID,
      name: cleanFileName(file.fileName, file.detected.kind),
      size: file.stored.size,
      sha256: file.stored.sha256,
      kind: file.detected.kind,
      contentType: file.detected.contentType,
      objectKey,
      uploaderId: user.id,
      uploaderEmail: normalizeEmail(user.email),
      email: forEmail,
      uploadedAt: new Date(),
    };
    try {
      if (!Email.safeParse(forEmail).success) throw badRequest('email: Please enter a valid e-mail address.');
      await this.repo.create(record);
    } catch (err) {
      // No record without its object, and no object without its record.
      await this.storage.remove(objectKey).catch(() => undefined);
      throw err;
    }
    await this.publishUploaded(record);
    return { uniqueID, name: record.name, size: record.size, uploadedAt: record.uploadedAt.toISOString() };
  }

  /** The upload has succeeded once recorded; a consumer that missed the event can re-read the records. */
  private async publishUploaded(doc: StoredDocument): Promise<void> {
    const { uniqueID, objectKey, name, kind, contentType, size, sha256, uploaderId, email } = doc;
    const payload = { uniqueID, objectKey, name, kind, contentType, size, sha256, uploaderId, email, uploadedAt: doc.uploadedAt.toISOString() };
    try {
      await withTimeout(this.events.emit(EVENTS.documentUploaded, payload), 2000, 'event bus');
    } catch (err) {
      this.logger.warn(`document.uploaded for ${uniqueID} not published: ${(err as Error).message}`);
    }
  }

  /**
   * Opens a document for the uploader, or for the signed-in user it was uploaded for; the e-mail
   * given must be the document's (or, for the uploader, their own). Every refusal is the same 404.
   */
  async open(user: AuthUser, uniqueID: string, email: string): Promise<{ doc: StoredDocument; body: Readable }> {
    await this.limits.consume('doc-access', [`user:${user.id}`], this.config.DOCUMENT_RATE_LIMIT_PER_MINUTE);
    const doc = await this.repo.findByUniqueID(uniqueID);
    const given = normalizeEmail(email);
    const isUploader = doc?.uploaderId === user.id;
    const isRecipient = doc?.email === normalizeEmail(user.email);
    const emailMatches = doc && (given === doc.email || (isUploader && given === doc.uploaderEmail));
    if (!doc || !emailMatches || !(isUploader || isRecipient)) throw notFound(DOCUMENT_TEXT.notFound);
    try {
      return { doc, body: await this.storage.get(doc.objectKey) };
    } catch (err) {
      if (!(err instanceof ObjectNotFoundError)) throw err;
      this.logger.error(`document ${doc.uniqueID}: record present but object ${doc.objectKey} is missing`);
      throw new ApiException(HttpStatus.INTERNAL_SERVER_ERROR, ErrorCodes.INTERNAL, DOCUMENT_TEXT.objectMissing);
    }
  }

  async list(user: AuthUser, page: number, pageSize: number): Promise<DocumentListAnswer> {
    const { items, total } = await this.repo.listVisibleTo(user.id, normalizeEmail(user.email), page, pageSize);
    return { items: items.map((d) => toSummary(d, user)), page, pageSize, total };
  }

  /** Uploader only; anyone else gets the same 404 as for an unknown ID. */
  async remove(user: AuthUser, uniqueID: string): Promise<void> {
    const doc = await this.repo.findByUniqueID(uniqueID);
    if (!doc || doc.uploaderId !== user.id) throw notFound(DOCUMENT_TEXT.notFound);
    // Object first: if this fails the record stays and the delete can be retried.
    await this.storage.remove(doc.objectKey);
    await this.repo.deleteByUniqueID(uniqueID);
  }
}
