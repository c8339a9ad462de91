import { Inject, Injectable, Logger } from '@nestjs/common';
import { DIARY_TEXT, DiaryEntry, DiaryEntryInput, DiaryEntryPatch, DiaryListQuery } from '@lexmitra/contracts';
import { DiaryAttachmentRecord, DiaryEntryRecord, DiaryRepository } from '@lexmitra/data';
import { OBJECT_PREFIXES, ObjectNotFoundError } from '@lexmitra/storage';
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import type { AuthUser } from '../common/decorators';
import { notFound } from '../common/api-error';
import { APP_CONFIG, AppConfig } from '../infra/config.provider';
import { StorageService } from '../infra/storage.service';
import { UploadsService, UploadTexts } from '../uploads/uploads.service';
import { HearingRemindersService, ReminderSubject } from './hearing-reminders.service';
import { requireAccess } from '../common/access';

const ATTACHMENT_TEXTS: UploadTexts = {
  tooLarge: DIARY_TEXT.tooLarge,
  unsupported: DIARY_TEXT.notPdf,
  empty: DIARY_TEXT.noFile,
  noFile: DIARY_TEXT.noFile,
  malformed: 'The upload could not be read. Send the PDF as multipart/form-data in a field named "file".',
};

export function toDiaryEntry(r: DiaryEntryRecord): DiaryEntry {
  return {
    id: r._id.toHexString(),
    matterNo: r.matterNo,
    partyName: r.partyName,
    upcomingDate: r.upcomingDate,
    upcomingTime: r.upcomingTime,
    nextDate: r.nextDate,
    stage: r.stage,
    // Entries stored before the court fields existed have none.
    court: r.court ?? '',
    courtroom: r.courtroom ?? '',
    notes: r.notes,
    document: r.document ? { name: r.document.name, size: r.document.size, uploadedAt: r.document.uploadedAt.toISOString() } : null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

const subject = (r: DiaryEntryRecord): ReminderSubject => ({ id: r._id.toHexString(), ownerId: r.ownerId, upcomingDate: r.upcomingDate, upcomingTime: r.upcomingTime });

/** The advocate diary: one user's entries, their PDF attachments and hearing reminders. */
@Injectable()
export class DiaryService {
  private readonly logger = new Logger('DiaryService');

  constructor(
    private readonly repo: DiaryRepository,
    private readonly storage: StorageService,
    private readonly uploads: UploadsService,
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
    return toDiaryEntry(record);
  }

  async update(user: AuthUser, id: string, patch: DiaryEntryPatch): Promise<DiaryEntry> {
    const before = await this.owned(user, id);
    const after = requireAccess('diaryEntry', 'write', user, await this.repo.update(user.id, id, patch));
    await this.reminders.reschedule(subject(before), subject(after));
    return toDiaryEntry(after);
  }

  /** Deletes the entry with its attachment and reminders; returns the attachment it had (or null). */
  async remove(user: AuthUser, id: string): Promise<DiaryAttachmentRecord | null> {
    const entry = await this.owned(user, id);
    if (!(await this.repo.delete(user.id, id))) throw notFound(DIARY_TEXT.notFound);
    await this.reminders.reschedule(subject(entry), null);
    if (entry.document) await this.removeObject(entry.document.objectKey);
    return entry.document ?? null;
  }

  /** Stores a PDF (recognised by its "%PDF-" start, never by name or MIME type) and attaches it, replacing any earlier one. */
  async attach(user: AuthUser, id: string, req: IncomingMessage): Promise<DiaryEntry> {
    const entry = await this.repo.findOne(user.id, id);
    if (!entry) {
      req.resume(); // read and drop the body so the client gets this answer, not a reset
      throw notFound(DIARY_TEXT.notFound);
    }
    const objectKey = `${OBJECT_PREFIXES.diary}${entry._id.toHexString()}/${randomBytes(12).toString('base64url')}`;
    const file = await this.uploads.receive(req, {
      objectKey, maxBytes: this.config.DIARY_ATTACHMENT_MAX_BYTES, texts: ATTACHMENT_TEXTS, kinds: ['pdf'], label: `diary attachment for ${id}`,
    });
    const document: DiaryAttachmentRecord = { objectKey, name: file.name, size: file.size, sha256: file.sha256, uploadedAt: new Date() };
    const updated = await this.repo.setDocument(user.id, id, document);
    if (!updated) {
      await this.removeObject(objectKey); // the entry was deleted meanwhile
      throw notFound(DIARY_TEXT.notFound);
    }
    if (entry.document) await this.removeObject(entry.document.objectKey);
    return toDiaryEntry(updated);
  }

  async detach(user: AuthUser, id: string): Promise<DiaryEntry> {
    const entry = await this.owned(user, id);
    const updated = await this.repo.setDocument(user.id, id, null);
    if (!updated) throw notFound(DIARY_TEXT.notFound);
    if (entry.document) await this.removeObject(entry.document.objectKey);
    return toDiaryEntry(updated);
  }

  async openDocument(user: AuthUser, id: string): Promise<{ document: DiaryAttachmentRecord; body: Readable }> {
    const entry = await this.owned(user, id);
    if (!entry.document) throw notFound(DIARY_TEXT.noDocument);
    try {
      return { document: entry.document, body: await this.storage.get(entry.document.objectKey) };
    } catch (err) {
      if (!(err instanceof ObjectNotFoundError)) throw err;
      this.logger.error(`diary entry ${id}: attachment ${entry.document.objectKey} is missing`);
      throw notFound(DIARY_TEXT.noDocument);
    }
  }

  private async owned(user: AuthUser, id: string): Promise<DiaryEntryRecord> {
    const entry = requireAccess('diaryEntry', 'read', user, await this.repo.findOne(user.id, id));
    return entry;
  }

  /** A leftover object costs storage only; it must not fail the user's action. */
  private async removeObject(key: string): Promise<void> {
    await this.storage.remove(key).catch((err: Error) => this.logger.warn(`diary object ${key} not removed: ${err.message}`));
  }
}
