/** The tools a signed-in user reaches from the dashboard: sidebar items and home-page cards. */
export const DASHBOARD_TOOLS = [
  { label: 'Translate', path: '/dashboard/translate', text: 'Translate a court document into your language.' },
  { label: 'Drafts', path: '/dashboard/drafts', text: 'Start a notice or affidavit from a template and export it.' },
  { label: 'Doc AI', path: '/dashboard/docai', text: 'Summarize, simplify or ask questions about a document.' },
  { label: 'Available Docs', path: '/dashboard/available-documents', text: 'Your stored PDFs, opened by unique ID.' },
  { label: 'Adv Diary', path: '/dashboard/adv-diary', text: 'Matters, hearings and the calendar of your practice.' },
  { label: 'Query Bot', path: '/dashboard/query', text: 'Ask a legal question and see the law that applies.' },
] as const;
