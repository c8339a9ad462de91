import { AuditRecordView } from '@lexmitra/contracts';
import { stringify } from 'csv-stringify';

export const AUDIT_CSV_COLUMNS = ['time', 'action', 'actor_email', 'actor_id', 'target_type', 'target_id', 'target_name', 'owner_email', 'owner_id', 'ip', 'user_agent'] as const;

/**
 * A CSV writer for audit rows. csv-stringify quotes what needs quoting, and `escape_formulas`
 * prefixes a value starting with =, +, -, @, tab or CR with ', so a document named
 * `=HYPERLINK(...)` stays text when the file is opened in a spreadsheet.
 */
export function auditCsv() {
  return stringify({ header: true, columns: [...AUDIT_CSV_COLUMNS], escape_formulas: true, bom: true });
}

export function csvRow(r: AuditRecordView): Record<(typeof AUDIT_CSV_COLUMNS)[number], string> {
  return {
    time: r.at, action: r.action, actor_email: r.actor.email ?? '', actor_id: r.actor.id, target_type: r.target.type, target_id: r.target.id,
    target_name: r.target.label ?? '', owner_email: r.owner.email ?? '', owner_id: r.owner.id, ip: r.ip ?? '', user_agent: r.userAgent ?? '',
  };
}
