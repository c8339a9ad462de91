import { Injectable } from '@nestjs/common';
import { AUDIT_TEXT, AuditPage, AuditRecordView, FirmAuditQuery, PAPER_TARGET_TYPES } from '@lexmitra/contracts';
import { AuditRecord, AuditRepository, DocumentsRepository, FirmAuditFilter, FirmsRepository, UsersRepository } from '@lexmitra/data';
import type { AuthUser } from '../common/decorators';
import { badRequest, notFound } from '../common/api-error';

/** India has one time zone: a day in the filters is that day in IST, both ends included. */
const IST = '+05:30';

/** Who may read which records: the owner their papers' records, a firm's Senior Partners the firm's. */
@Injectable()
export class AuditViewsService {
  constructor(
    private readonly records: AuditRepository,
    private readonly users: UsersRepository,
    private readonly firms: FirmsRepository,
    private readonly documents: DocumentsRepository,
  ) {}

  /** "Activity on my documents": what anyone (me included) did to papers I own. */
  async myActivity(user: AuthUser, page: number, pageSize: number): Promise<AuditPage> {
    const { items, total } = await this.records.listForOwner(user.id, PAPER_TARGET_TYPES, page, pageSize);
    return { items: await this.views(items, user.id, 'own'), page, pageSize, total };
  }

  /** One document's history, for its uploader only (anyone else, or a deleted document: 404). */
  async documentHistory(user: AuthUser, uniqueID: string, page: number, pageSize: number): Promise<AuditPage> {
    const doc = await this.documents.findByUniqueID(uniqueID);
    if (!doc || doc.uploaderId !== user.id) throw notFound(AUDIT_TEXT.notFound);
    const { items, total } = await this.records.listForTarget('document', doc.uniqueID, page, pageSize);
    return { items: await this.views(items, user.id, 'own'), page, pageSize, total };
  }

  async firmPage(user: AuthUser, firmId: string, query: FirmAuditQuery): Promise<AuditPage> {
    const filter = await this.firmFilter(user, firmId, query);
    const { items, total } = await this.records.listForFirm(firmId, filter, query.page, query.pageSize);
    return { items: await this.views(items, user.id, 'all'), page: query.page, pageSize: query.pageSize, total };
  }

  /** Checks the caller may read the firm's log and turns the query into a repository filter. */
  async firmFilter(user: AuthUser, firmId: string, query: Omit<FirmAuditQuery, 'page' | 'pageSize'>): Promise<FirmAuditFilter> {
    const m = await this.firms.membershipOf(user.id);
    // Another firm, no firm, or a member who is not a Senior Partner: the same 404, so the log's existence is not told.
    if (!m || m.firmId !== firmId || m.role !== 'Senior Partner') throw notFound(AUDIT_TEXT.notFound);
    const from = query.from ? istDay(query.from, '00:00:00.000') : undefined;
    const to = query.to ? istDay(query.to, '23:59:59.999') : undefined;
    if (from && to && from > to) throw badRequest(AUDIT_TEXT.badRange);
    return { actorId: query.member, action: query.action, from, to };
  }

  /**
   * Records as the screens show them, with the e-mails of the people named (one query per page).
   * `network`: whose IP address and browser are shown. An owner's views ('own') show them only for
   * the owner's own actions: sharing a document with someone does not give away where they read it.
   * The firm's security audit ('all', Senior Partners only) shows them for everyone.
   */
  async views(items: readonly AuditRecord[], viewerId: string, network: 'own' | 'all'): Promise<AuditRecordView[]> {
    const people = await this.users.findByIds(items.flatMap((r) => [r.actorId, r.ownerId]));
    const person = (id: string) => ({ id, email: people.get(id)?.email ?? null });
    return items.map((r) => ({
      id: String(r._id),
      at: r.at.toISOString(),
      action: r.action,
      actor: { ...person(r.actorId), isYou: r.actorId === viewerId },
      target: { type: r.targetType, id: r.targetId, label: r.targetLabel ?? null },
      owner: person(r.ownerId),
      ip: network === 'all' || r.actorId === viewerId ? (r.ip ?? null) : null,
      userAgent: network === 'all' || r.actorId === viewerId ? (r.userAgent ?? null) : null,
    }));
  }
}

function istDay(day: string, time: string): Date {
  const date = new Date(`${day}T${time}${IST}`);
  // 2026-02-31 parses as 3 March; only a date that reads back the same is real.
  if (Number.isNaN(date.getTime()) || new Date(date.getTime() + 5.5 * 3600_000).toISOString().slice(0, 10) !== day) throw badRequest(AUDIT_TEXT.badDate);
  return date;
}
