
/**
 * Tool screens not built yet. Each route already exists so links and bookmarks work; the screen
 * says plainly that the tool is coming and what it will do.
 */

/** Public pages (outside the dashboard) wrap a tool screen in the page frame. */
export function PublicTool({ children }: { children: React.ReactNode }) {
  return <main id="main" className="container page">{children}</main>;
}
