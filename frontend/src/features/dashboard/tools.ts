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
  { key: 'cases', path: '/dashboard/cases' },
] as const;

type ToolKey = (typeof DASHBOARD_TOOLS)[number]['key'];

/**
 * The home page's cards in the order the person is likely to need them. A member of a firm works a
 * practice (diary, drafts, documents first); anyone else most likely has a matter of their own, so
 * the Query Bot and the document tools come first. The sidebar keeps docs/product.md §2's one order.
 */
const ORDER: Record<'litigant' | 'advocate', ToolKey[]> = {
  litigant: ['query', 'docai', 'translate', 'documents', 'cases', 'drafts', 'diary'],
  advocate: ['diary', 'drafts', 'cases', 'documents', 'query', 'docai', 'translate'],
};
export const toolsFor = (who: 'litigant' | 'advocate') => ORDER[who].map((key) => DASHBOARD_TOOLS.find((tool) => tool.key === key)!);
