/**
 * The MongoDB collections of the data layer, named once. Schemas, repositories and the lock
 * collection read their names from here; nothing else spells them (tests may, to poke at data).
 */
export const COLLECTIONS = {
  users: 'users',
  diaryEntries: 'diary_entries',
  diaryCalendarTokens: 'diary_calendar_tokens',
  notifications: 'notifications',
  documents: 'documents',
  firms: 'firms',
  firmMembers: 'firm_members',
  firmInvites: 'firm_invites',
  firmTasks: 'firm_tasks',
  firmLocks: 'firm_locks',
  /** Notification mails an address turned off (one-click unsubscribe, account settings). */
  mailSuppressions: 'mail_suppressions',
  accountExports: 'account_exports',
  accountDeletions: 'account_deletions',
  deletionReports: 'deletion_reports',
  auditRecords: 'audit_records',
  /** Judgments of the case-law corpus (seed descriptions and imported datasets). */
  cases: 'cases',
  /** One document whose version every write of cases bumps (replicas compare it with their index). */
  caseCorpus: 'case_corpus',
  /** Dataset imports: one document per run and one per judgment file of a run (resume, report). */
  caseImports: 'case_imports',
  caseImportItems: 'case_import_items',
} as const;
export type CollectionName = (typeof COLLECTIONS)[keyof typeof COLLECTIONS];
