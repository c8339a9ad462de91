/**
 * The tools a signed-in user reaches from the dashboard: sidebar items and home-page cards. Their
 * names and one-line texts are `dashboard.tools.<key>.label` / `.text` in the locale files.
 */
export const DASHBOARD_TOOLS = [
  { key: 'translate', path: '/dashboard/translate' },
  { key: 'drafts', path: '/dashboard/drafts' },
  { key: 'docai', path: '/dashboard/docai' },
  { key: 'documents', path: '/dashboard/available-documents' },
  { key: 'diary', path: '/dashboard/adv-diary' },
  { key: 'query', path: '/dashboard/query' },
] as const;
