import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { ErrorCodes, QUOTA_TEXT, UsageAnswer } from '@lexmitra/contracts';
import { DocumentsRepository } from '@lexmitra/data';
import { ApiException } from '../common/api-error';
import { DraftsRepository } from '../drafts/drafts.repository';
import { APP_CONFIG, AppConfig } from '../infra/config.provider';

const quotaExceeded = (message: string) => new ApiException(HttpStatus.PAYLOAD_TOO_LARGE, ErrorCodes.QUOTA_EXCEEDED, message);

/**
 * Per-user quotas on what is kept: bytes of uploaded documents (DOCUMENT_QUOTA_BYTES) and the number
 * of drafts (DRAFT_QUOTA_COUNT). Checked against the stored records, so a deletion frees room at once.
 * Two uploads racing past the check can overshoot by one upload; the next one is refused.
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
