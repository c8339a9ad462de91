/**
 * Reads an import file (JSONL or CSV, see docs/case-import.md) into validated records, keeping a
 * reason for every row it rejects. Nothing is written here, so a bad file changes nothing.
 */
import { CaseRecord, CaseRecordSchema } from '@lexmitra/contracts';

export interface RejectedRow {
  line: number;
  case_id?: string;
  reason: string;
}

export interface ParsedFile {
  records: CaseRecord[];
  rejected: RejectedRow[];
}

/** RFC 4180 CSV: quoted fields may hold commas, doubled quotes and line breaks. */
export function parseCsv(text: string): { line: number; cells: string[] }[] {
  const rows: { line: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else {
        if (c === '\n') line++;
        cell += c;
      }
    } else if (c === '"' && cell === '') quoted = true;
    else if (c === ',') {
      cells.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      cells.push(cell);
      if (cells.some((x) => x !== '')) rows.push({ line: rowLine, cells });
      cells = [];
      cell = '';
      rowLine = ++line;
    } else cell += c;
  }
  cells.push(cell);
  if (cells.some((x) => x !== '')) rows.push({ line: rowLine, cells });
  return rows;
}

const LIST_FIELDS = new Set(['parties', 'tags', 'judges']);

function csvObjects(text: string): { line: number; value: unknown }[] {
  const [header, ...rows] = parseCsv(text.replace(/^\uFEFF/, ''));
  if (!header) return [];
  const names = header.cells.map((h) => h.trim());
  return rows.map(({ line, cells }) => {
    const obj: Record<string, unknown> = {};
    names.forEach((name, i) => {
      const v = (cells[i] ?? '').trim();
      if (v === '') return;
      obj[name] = LIST_FIELDS.has(name) ? v.split(';').map((s) => s.trim()).filter(Boolean) : v;
    });
    return { line, value: obj };
  });
}

function jsonlObjects(text: string, rejected: RejectedRow[]): { line: number; value: unknown }[] {
  const out: { line: number; value: unknown }[] = [];
  text.split(/\r?\n/).forEach((raw, i) => {
    if (!raw.trim()) return;
    try {
      out.push({ line: i + 1, value: JSON.parse(raw) });
    } catch {
      rejected.push({ line: i + 1, reason: 'not valid JSON' });
    }
  });
  return out;
}

export function parseCasesFile(text: string, format: 'jsonl' | 'csv'): ParsedFile {
  const rejected: RejectedRow[] = [];
  const rows = format === 'csv' ? csvObjects(text) : jsonlObjects(text, rejected);
  const seen = new Map<string, number>();
  const records: CaseRecord[] = [];
  for (const { line, value } of rows) {
    const id = typeof (value as { case_id?: unknown })?.case_id === 'string' ? (value as { case_id: string }).case_id.trim() : undefined;
    const result = CaseRecordSchema.safeParse(value);
    if (!result.success) {
      const issue = result.error.issues[0];
      const field = issue?.path.join('.');
      rejected.push({ line, case_id: id, reason: field && !issue.message.startsWith(field) ? `${field}: ${issue.message}` : (issue?.message ?? 'invalid row') });
      continue;
    }
    const first = seen.get(result.data.case_id);
    if (first !== undefined) {
      rejected.push({ line, case_id: id, reason: `duplicate case_id (first on line ${first})` });
      continue;
    }
    seen.set(result.data.case_id, line);
    records.push(result.data);
  }
  rejected.sort((a, b) => a.line - b.line);
  return { records, rejected };
}

export function formatOf(file: string): 'jsonl' | 'csv' | undefined {
  if (/\.(jsonl|ndjson)$/i.test(file)) return 'jsonl';
  if (/\.csv$/i.test(file)) return 'csv';
  return undefined;
}
