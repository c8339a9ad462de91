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
  /** What an account recovered from a squatter of its address holds for its owner to review. */
  accountRecoveries: 'account_recoveries',
} as const;
export type CollectionName = (typeof COLLECTIONS)[keyof typeof COLLECTIONS];
