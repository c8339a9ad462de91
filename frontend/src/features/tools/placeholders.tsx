
/** Public pages (outside the dashboard) wrap a tool screen in the page frame. */
export function PublicTool({ children }: { children: React.ReactNode }) {
  return <main id="main" className="container page">{children}</main>;
}
