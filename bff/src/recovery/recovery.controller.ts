/**
 * The owner's review after taking an account back from a squatter of its address (AccountRecovery
 * in auth/ resets what the squatter could set and lists what it made). Each listed item is deleted
 * through its own feature's service, so its objects, reminders and events go as on any delete.
 */
import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ACCOUNT_RECOVERY_TEXT, RecoveryItemKind, RecoveryResolveAnswer, RecoveryResolveRequest, RecoveryResolveRequestSchema, RecoveryReview } from '@lexmitra/contracts';
import { AccountRecoveryRepository } from '@lexmitra/data';
import { AuthUser, CurrentUser } from '../common/decorators';
import { RateLimit } from '../common/rate-limit';
import { ChatRepository } from '@lexmitra/data';
import { badRequest, notFound } from '../common/api-error';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { DiaryService } from '../diary/diary.service';
import { DocumentsService } from '../documents/documents.service';
import { DraftsService } from '../drafts/drafts.service';

@ApiTags('privacy')
@Controller('api/account/recovery')
export class RecoveryController {
  constructor(
    private readonly reviews: AccountRecoveryRepository,
    private readonly drafts: DraftsService,
    private readonly diary: DiaryService,
    private readonly documents: DocumentsService,
    private readonly chats: ChatRepository,
  ) {}

  @Get()
  @ApiOperation({ summary: 'After my account was taken back from someone who registered its address first: what was reset, and what that account made (drafts, diary entries, documents, chats) for me to keep or delete. review: null when there is none' })
  async review(@CurrentUser() user: AuthUser): Promise<RecoveryReview> {
    const rec = await this.reviews.pending(user.id);
    if (!rec) return { review: null };
    return { review: { recoveredAt: rec.recoveredAt.toISOString(), reset: rec.reset, items: rec.items.map((i) => ({ ...i, createdAt: new Date(i.createdAt).toISOString() })), firm: rec.firm ?? null } };
  }

  @Post('resolve')
  @HttpCode(200)
  @ApiOperation({ summary: 'Delete the listed items I name and keep the rest; closes the review. 404 when there is no review, 400 for an item not in it' })
  @RateLimit('recovery-resolve', 'AUTH_RATE_LIMIT_PER_MINUTE', ['user'])
  async resolve(@CurrentUser() user: AuthUser, @Body(new ZodValidationPipe(RecoveryResolveRequestSchema)) body: RecoveryResolveRequest): Promise<RecoveryResolveAnswer> {
    const rec = await this.reviews.pending(user.id);
    if (!rec) throw notFound(ACCOUNT_RECOVERY_TEXT.nothingToReview);
    const listed = new Set(rec.items.map((i) => `${i.kind}:${i.id}`));
    // Only what the review lists: this is not a back door to delete anything by id.
    if (body.delete.some((d) => !listed.has(`${d.kind}:${d.id}`))) throw badRequest(ACCOUNT_RECOVERY_TEXT.unknownItem);
    const wanted = new Set(body.delete.map((d) => `${d.kind}:${d.id}`));
    for (const d of rec.items.filter((i) => wanted.has(`${i.kind}:${i.id}`))) await this.remove(user, d.kind, d.id);
    await this.reviews.close(user.id);
    return { deleted: wanted.size, kept: rec.items.length - wanted.size };
  }

  private async remove(user: AuthUser, kind: RecoveryItemKind, id: string): Promise<void> {
    if (kind === 'draft') await this.drafts.remove(user, id);
    else if (kind === 'diaryEntry') await this.diary.remove(user, id);
    else if (kind === 'document') await this.documents.remove(user, id);
    else await this.chats.deleteOwned(id, user.id);
  }
}
