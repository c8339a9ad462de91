/**
 * What the transport needs of an engine's keeper: the in-memory IndexKeeper and the OpenSearch
 * keeper both answer searches and meta for one database and follow its `cases.imported` events.
 */
import type { AskAnswer, AskRequest, CasesImportedEvent, CasesMeta } from '@lexmitra/contracts';

export interface SearchKeeper {
  readonly database: string;
  start(): Promise<void>;
  query(req: AskRequest): Promise<AskAnswer>;
  /** The same answer serialised as JSON (what the request queue sends; a keeper may cache it so). */
  queryJson(req: AskRequest): Promise<string>;
  meta(): Promise<CasesMeta>;
  onImported(event: CasesImportedEvent): Promise<void>;
  stop(): Promise<void>;
}

export const SEARCH_KEEPER = Symbol('SEARCH_KEEPER');
