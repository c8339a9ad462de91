import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { DIARY_TEXT, DiaryEntry, DiaryEntryChangedEvent, DiaryEntryInput, DiaryEntryPatch, DiaryListQuery, ErrorCodes, EVENTS } from '@lexmitra/contracts';
import { DiaryAttachmentRecord, DiaryEntryRecord, DiaryRepository } from '@lexmitra/data';
import { withTimeout } from '@lexmitra/platform';
import { OBJECT_PREFIXES, ObjectNotFoundError } from '@lexmitra/storage';
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import type { AuthUser } from '../auth/decorators';
import { ApiException, badRequest, dependencyDown, notFound } from '../common/api-error';
import { cleanFileName } from '../documents/documents.service';
import { receiveUpload, UploadRejected } from '../documents/upload-receiver';
import { APP_CONFIG, AppConfig } from '../infra/config.provider';
import { EventBusService } from '../infra/event-bus.service';
import { StorageService } from '../infra/storage.service';
import { HearingRemindersService, ReminderSubject } from './hearing-reminders.service';

/** Room for the multipart boundaries and part headers around the file itself. */
const MULTIPART_OVERHEAD = 64 * 1024;

export function toDiaryEntry(r: DiaryEntryRecord): DiaryEntry {
  return {
    id: r._id.toHexString(),
    matterNo: r.matterNo,
    partyName: r.partyName,
    upcomingDate: r.upcomingDate,
    upcomingTime: r.upcomingTime,
    nextDate: r.nextDate,
    stage: r.stage,
    notes: r.notes,
    document: r.document ? { name: r.document.name, size: r.document.size, uploadedAt: r.document.uploadedAt.toISOString() } : null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

const subject = (r: DiaryEntryRecord): ReminderSubject => ({ id: r._id.toHexString(), ownerId: r.ownerId, upcomingDate: r.upcomingDate, upcomingTime: r.upcomingTime });

/** The advocate diary: one user's entries, their PDF attachments, events and hearing reminders. */
@Injectable()
export class DiaryService {
  private readonly logger = new Logger('DiaryService');

  constructor(
    private readonly repo: DiaryRepository,
    private readonly storage: StorageService,
    private readonly events: EventBusService,
    private readonly reminders: HearingRemindersService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async list(user: AuthUser, query: DiaryListQuery): Promise<DiaryEntry[]> {
    return (await this.repo.list(user.id, query)).map(toDiaryEntry);
  }

  async get(user: AuthUser, id: string): Promise<DiaryEntry> {
    return toDiaryEntry(await this.owned(user, id));
  }

  async create(user: AuthUser, input: DiaryEntryInput): Promise<DiaryEntry> {
    const record = await this.repo.create(user.id, input);
    await this.reminders.reschedule(null, subject(record));
    await this.publish(record, 'created');
    return toDiaryEntry(record);
  }

  async update(user: AuthUser, id: string, patch: DiaryEntryPatch): Promise<DiaryEntry> {
    const before = await this.owned(user, id);
    const after = await this.repo.update(user.id, id, patch);
    if (!after) throw notFound(DIARY_TEXT.notFound);
    await this.reminders.reschedule(subject(before), subject(after));
    await this.publish(after, 'updated');
    return toDiaryEntry(after);
  }

  async remove(user: AuthUser, id: string): Promise<void> {
    const entry = await this.owned(user, id);
    if (!(await this.repo.delete(user.id, id))) throw notFound(DIARY_TEXT.notFound);
    await this.reminders.reschedule(subject(entry), null);
    if (entry.document) await this.removeObject(entry.document.objectKey);
    await this.publish(entry, 'deleted');
  }

  /** Stores a PDF (recognised by its "%PDF-" start, never by name or MIME type) and attaches it, replacing any earlier one. */
  async attach(user: AuthUser, id: string, req: IncomingMessage): Promise<DiaryEntry> {
    const max = this.config.DIARY_ATTACHMENT_MAX_BYTES;
    const entry = await this.repo.findOne(user.id, id);
    if (!entry || Number(req.headers['content-length']) > max + MULTIPART_OVERHEAD) {
      req.resume(); // read and drop the body so the client gets this answer, not a reset
      if (!entry) throw notFound(DIARY_TEXT.notFound);
      throw new ApiException(HttpStatus.PAYLOAD_TOO_LARGE, ErrorCodes.PAYLOAD_TOO_LARGE, DIARY_TEXT.tooLarge(max));
    }
    const objectKey = `${OBJECT_PREFIXES.diary}${entry._id.toHexString()}/${randomBytes(12).toString('base64url')}`;
    let document: DiaryAttachmentRecord;
    try {
      const parsed = await receiveUpload(req, {
        maxBytes: max,
        store: async (body: Readable, detected) => {
          if (detected.kind !== 'pdf') {
            body.destroy();
            throw new UploadRejected('unsupported');
          }
          return this.storage.putStream(objectKey, body, 'application/pdf');
        },
      });
      if (!parsed.file) throw badRequest(DIARY_TEXT.noFile);
      const file = await parsed.file;
      document = { objectKey, name: cleanFileName(file.fileName, 'pdf'), size: file.stored.size, sha256: file.stored.sha256, uploadedAt: new Date() };
    } catch (err) {
      if (err instanceof UploadRejected) throw this.rejection(err.reason);
      if (err instanceof ApiException) throw err;
      this.logger.error(`diary attachment for ${id} not stored: ${(err as Error).message}`);
      throw dependencyDown('Document storage');
    }
    const updated = await this.repo.setDocument(user.id, id, document);
    if (!updated) {
      await this.removeObject(objectKey); // the entry was deleted meanwhile
      throw notFound(DIARY_TEXT.notFound);
    }
    if (entry.document) await this.removeObject(entry.document.objectKey);
    await this.publish(updated, 'updated');
    return toDiaryEntry(updated);
  }

  async detach(user: AuthUser, id: string): Promise<DiaryEntry> {
    const entry = await this.owned(user, id);
    const updated = await this.repo.setDocument(user.id, id, null);
    if (!updated) throw notFound(DIARY_TEXT.notFound);
    if (entry.document) await this.removeObject(entry.document.objectKey);
    await this.publish(updated, 'updated');
    return toDiaryEntry(updated);
  }

  async openDocument(user: AuthUser, id: string): Promise<{ document: DiaryAttachmentRecord; body: Readable }> {
    const entry = await this.owned(user, id);
    if (!entry.document) throw notFound('This diary entry has no document.');
    try {
      return { document: entry.document, body: await this.storage.get(entry.document.objectKey) };
    } catch (err) {
      if (!(err instanceof ObjectNotFoundError)) throw err;
      this.logger.error(`diary entry ${id}: attachment ${entry.document.objectKey} is missing`);
      throw notFound('This diary entry has no document.');
    }
  }

  private async owned(user: AuthUser, id: string): Promise<DiaryEntryRecord> {
    const entry = await this.repo.findOne(user.id, id);
    if (!entry) throw notFound(DIARY_TEXT.notFound);
    return entry;
  }

  private rejection(reason: UploadRejected['reason']): ApiException {
    switch (reason) {
      case 'tooLarge': return new ApiException(HttpStatus.PAYLOAD_TOO_LARGE, ErrorCodes.PAYLOAD_TOO_LARGE, DIARY_TEXT.tooLarge(this.config.DIARY_ATTACHMENT_MAX_BYTES));
      case 'unsupported': return new ApiException(HttpStatus.UNSUPPORTED_MEDIA_TYPE, ErrorCodes.UNSUPPORTED_MEDIA_TYPE, DIARY_TEXT.notPdf);
      case 'empty': return badRequest(DIARY_TEXT.noFile);
      default: return badRequest('The upload could not be read. Send the PDF as multipart/form-data in a field named "file".');
    }
  }

  /** A leftover object costs storage only; it must not fail the user's action. */
  private async removeObject(key: string): Promise<void> {
    await this.storage.remove(key).catch((err: Error) => this.logger.warn(`diary object ${key} not removed: ${err.message}`));
  }

  private async publish(r: DiaryEntryRecord, change: DiaryEntryChangedEvent['change']): Promise<void> {
    const payload: DiaryEntryChangedEvent = { entryId: r._id.toHexString(), userId: r.ownerId, change, upcomingDate: r.upcomingDate, upcomingTime: r.upcomingTime, at: new Date().toISOString() };
    try {
      await withTimeout(this.events.emit(EVENTS.diaryEntryChanged, payload), 2000, 'event bus');
    } catch (err) {
      this.logger.warn(`diary.entry.changed for ${payload.entryId} not published: ${(err as Error).message}`);
    }
  }
}
