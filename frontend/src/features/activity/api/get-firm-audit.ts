import { AuditAction, AuditPageSchema } from '@lexmitra/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/http';

export const FIRM_AUDIT_PAGE_SIZE = 25;

export interface FirmAuditFilters {
  member: string;
  action: AuditAction | '';
  from: string;
  to: string;
}

/** The filters as a query string; empty ones are left out. */
export function filterQuery(f: FirmAuditFilters): URLSearchParams {
  const q = new URLSearchParams();
  for (const [key, value] of Object.entries(f)) if (value) q.set(key, value);
  return q;
}

/** Where the CSV of the same records downloads from (a plain link: the browser streams it to disk). */
export const firmAuditCsvUrl = (firmId: string, f: FirmAuditFilters) => `/api/firms/${encodeURIComponent(firmId)}/audit.csv?${filterQuery(f)}`;

export function getFirmAudit(firmId: string, f: FirmAuditFilters, page: number) {
  const q = filterQuery(f);
  q.set('page', String(page));
  q.set('pageSize', String(FIRM_AUDIT_PAGE_SIZE));
  return http.send(AuditPageSchema, `/api/firms/${encodeURIComponent(firmId)}/audit?${q}`);
}

export const firmAuditQueryOptions = (firmId: string, f: FirmAuditFilters, page: number) =>
  queryOptions({ queryKey: ['audit', 'firm', firmId, f, page], queryFn: () => getFirmAudit(firmId, f, page), placeholderData: keepPreviousData });

/** The firm's audit log for its Senior Partners. */
export const useFirmAudit = (firmId: string | undefined, f: FirmAuditFilters, page: number) =>
  useQuery({ ...firmAuditQueryOptions(firmId ?? '', f, page), enabled: Boolean(firmId) });
