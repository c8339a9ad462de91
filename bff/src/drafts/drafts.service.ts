import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import {
  ConvertFileRequest, DRAFT_CONTENT_MAX_BYTES, DRAFT_TEXT, DraftConvertJob, DraftConvertResult, DraftDetail, DraftSummary,
  ErrorCodes, JOBS, QUEUES, SaveDraftRequest,
  cleanFileName, FILE_NAME_MAX_LENGTH,
} from '@lexmitra/contracts';
import type { AuthUser } from '../common/decorators';
import { assertSameUser } from '../common/same-user';
import { ApiException, badRequest, dependencyDown, notFound } from '../common/api-error';
import { JobTimeoutError, QueueService } from '../infra/queue.service';
import { UsageService } from '../usage/usage.service';
import { DraftsRepository } from '@lexmitra/data';
import { DraftRecord } from '@lexmitra/data';
import { TemplatesRepository } from './templates.repository';
import { requireAccess } from '../common/access';

const CONVERT_TIMEOUT_MS = 30_000;

export const tooLarge = () =>
  new ApiException(HttpStatus.PAYLOAD_TOO_LARGE, ErrorCodes.PAYLOAD_TOO_LARGE, DRAFT_TEXT.tooLarge);

/** The download name without its extension (added after): contracts' cleanFileName, then no doubled extension. */
export function cleanExportName(raw: string, ext: string): string {
  const clean = cleanFileName(raw, '', FILE_NAME_MAX_LENGTH - ext.length - 1).replace(new RegExp(`\\.${ext}$`, 'i'), '').trim();
  return clean || 'draft';
}

function titleFor(content: string, given: string | undefined, templateName: string | undefined): string {
  const firstLine = content.split('\n').map((l) => l.trim()).find(Boolean);
  return (given?.trim() || templateName || firstLine?.slice(0, 80) || 'Untitled draft').slice(0, 200);
}

const summary = (d: Omit<DraftRecord, 'documentContent'>): DraftSummary => ({
  id: String(d._id), title: d.title, templateUrl: d.templateUrl ?? null, version: d.version, size: d.size,
  createdAt: d.createdAt.toISOString(), updatedAt: d.updatedAt.toISOString(),
});

@Injectable()
export class DraftsService {
  private readonly logger = new Logger('DraftsService');

  constructor(
    private readonly drafts: DraftsRepository,
    private readonly templates: TemplatesRepository,
    private readonly queues: QueueService,
    private readonly usage: UsageService,
  ) {}

  async template(url: unknown): Promise<string> {
    const text = typeof url === 'string' ? await this.templates.text(url) : undefined;
    if (text === undefined) throw notFound(DRAFT_TEXT.noTemplate);
    return text;
  }

  async save(user: AuthUser, body: SaveDraftRequest): Promise<DraftSummary> {
    assertSameUser(user, { userId: body.userId });
    const size = Buffer.byteLength(body.documentContent, 'utf8');
    if (size > DRAFT_CONTENT_MAX_BYTES) throw tooLarge();
    const template = body.templateUrl ? this.templates.entry(body.templateUrl) : undefined;
    if (body.templateUrl && !template) throw badRequest(DRAFT_TEXT.unknownTemplate);
    const now = new Date();
    let saved: DraftRecord;
    if (body.draftId) {
      const existing = requireAccess('draft', 'write', user, await this.drafts.findOwned(body.draftId, user.id));
      const title = body.title?.trim() ? titleFor(body.documentContent, body.title, undefined) : existing.title;
      saved = await this.drafts.addVersion(existing, { documentContent: body.documentContent, size, title, templateUrl: template?.url ?? existing.templateUrl ?? null }, now);
    } else {
      await this.usage.assertDraftRoom(user.id);
      const title = titleFor(body.documentContent, body.title, template?.name);
      saved = await this.usage.createDraft({ userId: user.id, title, templateUrl: template?.url ?? null, documentContent: body.documentContent, size }, now);
    }
    return summary(saved);
  }

  async list(user: AuthUser): Promise<DraftSummary[]> {
    return (await this.drafts.listOwned(user.id)).map(summary);
  }

  async detail(user: AuthUser, id: string): Promise<DraftDetail> {
    const draft = requireAccess('draft', 'read', user, await this.drafts.findOwned(id, user.id));
    const versions = await this.drafts.listVersions(String(draft._id));
    return { ...summary(draft), documentContent: draft.documentContent, versions: versions.map((v) => ({ version: v.version, size: v.size, savedAt: v.savedAt.toISOString() })) };
  }

  async version(user: AuthUser, id: string, version: number): Promise<{ version: number; documentContent: string; savedAt: string }> {
    const draft = await this.drafts.findOwned(id, user.id);
    const found = draft && Number.isInteger(version) ? await this.drafts.findVersion(String(draft._id), version) : null;
    if (!found) throw notFound(DRAFT_TEXT.noVersion);
    return { version: found.version, documentContent: found.documentContent, savedAt: found.savedAt.toISOString() };
  }

  async remove(user: AuthUser, id: string): Promise<void> {
    requireAccess('draft', 'delete', user, await this.drafts.findOwned(id, user.id));
    if (!(await this.drafts.deleteOwned(id, user.id))) throw notFound(DRAFT_TEXT.noDraft);
  }

  /** Call 11: the worker renders; the bytes come back base64 in the job result (see the handler). */
  async convert(user: AuthUser, body: ConvertFileRequest, requestId?: string): Promise<{ bytes: Buffer; contentType: string; fileName: string }> {
    if (Buffer.byteLength(body.content, 'utf8') > DRAFT_CONTENT_MAX_BYTES) throw tooLarge();
    const fileName = `${cleanExportName(body.fileName, body.fileType)}.${body.fileType}`;
    const job: DraftConvertJob = { content: body.content, fileType: body.fileType, title: fileName };
    let result: DraftConvertResult;
    try {
      result = await this.queues.run<DraftConvertResult>(QUEUES.convert, JOBS.draftConvert, job, { timeoutMs: CONVERT_TIMEOUT_MS, attempts: 2, backoff: { type: 'fixed', delay: 200 }, requestId });
    } catch (err) {
      if (err instanceof JobTimeoutError) throw dependencyDown('The file converter');
      this.logger.error(`draft conversion failed: ${(err as Error).message}`);
      throw new ApiException(HttpStatus.INTERNAL_SERVER_ERROR, ErrorCodes.INTERNAL, DRAFT_TEXT.convertFailed);
    }
    return { bytes: Buffer.from(result.base64 ?? '', 'base64'), contentType: result.contentType, fileName };
  }
}
