import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { ErrorCodes, QUOTA_TEXT, UsageAnswer } from '@lexmitra/contracts';
import { DocumentsRepository, DraftRecord, DraftsRepository, StoredDocument } from '@lexmitra/data';
import { ApiException } from '../common/api-error';
import { APP_CONFIG, AppConfig } from '../infra/config.provider';

const quotaExceeded = (message: string) => new ApiException(HttpStatus.PAYLOAD_TOO_LARGE, ErrorCodes.QUOTA_EXCEEDED, message);

/**
 * Per-user quotas on what is kept: bytes of uploaded documents (DOCUMENT_QUOTA_BYTES) and the number
 * of drafts (DRAFT_QUOTA_COUNT). Checked against the stored records, so a deletion frees room at once;
 * the last check and the write happen under the user's quota lock in the data layer, so two uploads
 * (or two new drafts) at once cannot both take the last room.
 */
@Injectable()
export class UsageService {
  constructor(
    private readonly documents: DocumentsRepository,
    private readonly drafts: DraftsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async of(userId: string): Promise<UsageAnswer> {
    const [usedBytes, count] = await Promise.all([this.documents.bytesUploadedBy(userId), this.drafts.countOwned(userId)]);
    return { documents: { usedBytes, limitBytes: this.config.DOCUMENT_QUOTA_BYTES }, drafts: { count, limit: this.config.DRAFT_QUOTA_COUNT } };
  }

  /** Keeps the document's record if it fits the uploader's quota; 413 if not. */
  async recordDocument(record: StoredDocument): Promise<void> {
    const limit = this.config.DOCUMENT_QUOTA_BYTES;
    if (!(await this.documents.createWithinQuota(record, limit))) throw quotaExceeded(QUOTA_TEXT.documents(limit));
  }

  /** Creates a new draft if the user has room for one more; 413 if not. */
  async createDraft(fields: Omit<DraftRecord, '_id' | 'version' | 'createdAt' | 'updatedAt'>, now: Date): Promise<DraftRecord> {
    const limit = this.config.DRAFT_QUOTA_COUNT;
    const draft = await this.drafts.createWithinQuota(fields, now, limit);
    if (!draft) throw quotaExceeded(QUOTA_TEXT.drafts(limit));
    return draft;
  }

  /** 413 unless `adding` more bytes of documents fit the user's quota. */
  async assertDocumentRoom(userId: string, adding: number): Promise<void> {
    const used = await this.documents.bytesUploadedBy(userId);
    if (used + adding > this.config.DOCUMENT_QUOTA_BYTES) throw quotaExceeded(QUOTA_TEXT.documents(this.config.DOCUMENT_QUOTA_BYTES));
  }

  /** 413 when the user already keeps as many drafts as allowed (a new version of one is not a new draft). */
  async assertDraftRoom(userId: string): Promise<void> {
    if ((await this.drafts.countOwned(userId)) >= this.config.DRAFT_QUOTA_COUNT) throw quotaExceeded(QUOTA_TEXT.drafts(this.config.DRAFT_QUOTA_COUNT));
  }
}
