const API_PREFIXES = ['/api/', '/api', '/chatbot', '/process_pdf', '/ask', '/admin/'];

/** Paths the API answers: never a file, never the page. */
export function isApiPath(urlPath: string): boolean {
  return API_PREFIXES.some((p) => urlPath === p || urlPath.startsWith(p.endsWith('/') ? p : `${p}/`) || urlPath.startsWith(`${p}?`));
}
