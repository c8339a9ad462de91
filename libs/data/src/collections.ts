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
  /** Short-lived mutexes of record-lock.ts (firm seats, per-user quotas). */
  recordLocks: 'record_locks',
  /** Notification mails an address turned off (one-click unsubscribe, account settings). */
  mailSuppressions: 'mail_suppressions',
  accountExports: 'account_exports',
  accountDeletions: 'account_deletions',
  deletionReports: 'deletion_reports',
  auditRecords: 'audit_records',
  chatConversations: 'chat_conversations',
  drafts: 'drafts',
  draftVersions: 'draft_versions',
  updatesSubscriptions: 'updates_subscriptions',
  /** The case-law corpus and its one-document version counter (search replicas compare it). */
  cases: 'cases',
  caseCorpus: 'case_corpus',
  /** What an account recovered from a squatter of its address holds for its owner to review. */
  accountRecoveries: 'account_recoveries',
  /** Dataset imports: one document per run and one per judgment file of a run (resume, report). */
  caseImports: 'case_imports',
  caseImportItems: 'case_import_items',
} as const;
export type CollectionName = (typeof COLLECTIONS)[keyof typeof COLLECTIONS];
