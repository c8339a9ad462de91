/**
 * The judgment page's data: the stored case with its text cut into numbered paragraphs, the
 * citations its text makes (linked where the corpus holds the case), the judgments that cite it,
 * and its PDFs from object storage. Read from MongoDB directly: the corpus is public, and the
 * search service's index keeps no full record.
 */
import { Injectable } from '@nestjs/common';
import { normaliseCitation } from '@lexmitra/caselaw';
import { CASE_TEXT, CaseDetail, CaseIdSchema, CaseLink } from '@lexmitra/contracts';
import { CasesRepository } from '@lexmitra/data';
import type { Readable } from 'node:stream';
import { badRequest, notFound } from '../common/api-error';
import { StorageService } from '../infra/storage.service';

const link = (c: { case_id: string; title: string; citation?: string; date: string }): CaseLink => ({ case_id: c.case_id, title: c.title, date: c.date, ...(c.citation ? { citation: c.citation } : {}) });

@Injectable()
export class CaseDetailService {
  constructor(private readonly cases: CasesRepository, private readonly storage: StorageService) {}

  private async find(id: string) {
    if (!CaseIdSchema.safeParse(id).success) throw badRequest(CASE_TEXT.badId);
    const doc = await this.cases.findById(id);
    if (!doc) throw notFound(CASE_TEXT.notFound);
    return doc;
  }

  async detail(id: string): Promise<CaseDetail> {
    const doc = await this.find(id);
    const { text, cites = [], hash: _h, createdAt: _c, updatedAt: _u, ...rest } = doc;
    const paragraphs = (text ?? '').split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean);
    // Its own citations in normal form: what other judgments cite it as.
    const own = [...new Set([doc.citation, doc.neutral_citation, ...(doc.citations ?? [])].filter((c): c is string => !!c).map((c) => normaliseCitation(c) ?? c))];
    const [known, citing] = await Promise.all([this.cases.byCitations(cites), this.cases.citing(own)]);
    const caseOf = (c: string) => known.find((k) => k.citation === c || k.neutral_citation === c || (k.citations ?? []).includes(c));
    return {
      ...rest,
      paragraphs: paragraphs.length ? paragraphs : [doc.description],
      cites: cites.map((c) => {
        const found = caseOf(c);
        return found && found.case_id !== doc.case_id ? { citation: c, case: link(found) } : { citation: c };
      }),
      citedBy: citing.filter((c) => c.case_id !== doc.case_id).map(link),
      citedByCount: citing.filter((c) => c.case_id !== doc.case_id).length,
      pdfLanguages: (doc.languages ?? []).filter((l) => l.pdfKey).map((l) => l.lang),
    };
  }

  async pdf(id: string, lang: string): Promise<{ body: Readable; size: number; name: string }> {
    const doc = await this.find(id);
    const version = doc.languages?.find((l) => l.lang === lang && l.pdfKey);
    if (!version?.pdfKey) throw notFound(CASE_TEXT.noPdf);
    const info = await this.storage.stat(version.pdfKey).catch(() => null);
    if (!info) throw notFound(CASE_TEXT.noPdf);
    return { body: await this.storage.get(version.pdfKey), size: info.size, name: `${doc.case_id}-${lang}.pdf` };
  }
}
