import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { AUDIT_CSV_MAX_ROWS, AuditPage, FirmAuditQuery, FirmAuditQuerySchema, MyActivityQuery, MyActivityQuerySchema } from '@lexmitra/contracts';
import { AuditRecord, AuditRepository } from '@lexmitra/data';
import type { FastifyReply } from 'fastify';
import { once } from 'node:events';
import { AuthUser, CurrentUser } from '../common/decorators';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { writeDownloadHead } from '../uploads/file-name';
import { auditCsv, csvRow } from './audit-csv';
import { AuditViewsService } from './audit-views.service';

/** Rows looked up (e-mails) and written per step of a CSV export. */
const CSV_CHUNK = 500;

@ApiTags('audit')
@Controller()
export class AuditController {
  constructor(private readonly views: AuditViewsService, private readonly records: AuditRepository) {}

  @Get('api/audit/my-activity')
  @ApiOperation({ summary: 'Activity on my documents: who uploaded, opened, downloaded or deleted my documents, drafts and diary attachments, newest first, paged' })
  myActivity(@CurrentUser() user: AuthUser, @Query(new ZodValidationPipe(MyActivityQuerySchema)) query: MyActivityQuery): Promise<AuditPage> {
    return this.views.myActivity(user, query.page, query.pageSize);
  }

  @Get('api/audit/documents/:uniqueID')
  @ApiOperation({ summary: "One of my documents' history (uploaded, opened, deleted), newest first, paged; anyone but its uploader gets 404" })
  documentHistory(@CurrentUser() user: AuthUser, @Param('uniqueID') uniqueID: string, @Query(new ZodValidationPipe(MyActivityQuerySchema)) query: MyActivityQuery): Promise<AuditPage> {
    return this.views.documentHistory(user, uniqueID, query.page, query.pageSize);
  }

  @Get('api/firms/:id/audit')
  @ApiOperation({ summary: "The firm's audit log (Senior Partners only; anyone else 404), filtered by member, action and IST dates, paged" })
  firmAudit(@CurrentUser() user: AuthUser, @Param('id') id: string, @Query(new ZodValidationPipe(FirmAuditQuerySchema)) query: FirmAuditQuery): Promise<AuditPage> {
    return this.views.firmPage(user, id, query);
  }

  @Get('api/firms/:id/audit.csv')
  @ApiOperation({ summary: `The same records as CSV (same filters, no paging; at most ${AUDIT_CSV_MAX_ROWS} rows, newest first)` })
  @ApiProduces('text/csv')
  async firmAuditCsv(@CurrentUser() user: AuthUser, @Param('id') id: string, @Query(new ZodValidationPipe(FirmAuditQuerySchema)) query: FirmAuditQuery, @Res() res: FastifyReply): Promise<void> {
    // Checked before anything is sent, so a refusal is still a JSON error.
    const filter = await this.views.firmFilter(user, id, query);
    writeDownloadHead(res.raw, { contentType: 'text/csv; charset=utf-8', disposition: `attachment; filename="audit-${new Date().toISOString().slice(0, 10)}.csv"` });
    const csv = auditCsv();
    csv.pipe(res.raw);
    let chunk: AuditRecord[] = [];
    const flush = async () => {
      for (const view of await this.views.views(chunk, user.id, 'all')) if (!csv.write(csvRow(view))) await once(csv, 'drain');
      chunk = [];
    };
    try {
      for await (const record of this.records.streamForFirm(id, filter, AUDIT_CSV_MAX_ROWS)) {
        chunk.push(record);
        if (chunk.length >= CSV_CHUNK) await flush();
      }
      await flush();
      csv.end();
    } catch (err) {
      // Headers are gone: all that is left is to cut the download short, so it is not taken as complete.
      res.raw.destroy(err as Error);
    }
  }
}
