import { ComingSoon } from '../../shared/ui/ComingSoon';

/**
 * Tool screens not built yet. Each route already exists so links and bookmarks work; the screen
 * says plainly that the tool is coming and what it will do.
 */
export const AvailableDocsScreen = () => <ComingSoon title="Available Docs" summary="Store your PDFs safely and open them again with their unique ID and your e-mail." />;
export const QueryBotScreen = () => <ComingSoon title="Query Bot" summary="Describe your legal situation and see the potential charges, your rights and the next steps, with the sections that apply." />;
export const AdvocateDiaryScreen = () => <ComingSoon title="Adv Diary" summary="Record matters and hearings, see them on a calendar, and keep the papers of each matter with it." />;
export const DraftsScreen = () => <ComingSoon title="Drafts" summary="Start a legal notice or an affidavit from a template, edit and save it, and download it as PDF or DOCX." />;
export const ClientViewScreen = () => <ComingSoon title="Client view" summary="Upload a document for your advocate and open the documents shared with you." />;
export const LawyerViewScreen = () => <ComingSoon title="Lawyer view" summary="Open a client's document by its unique ID and e-mail and review it." />;

/** Public pages (outside the dashboard) wrap a tool screen in the page frame. */
export function PublicTool({ children }: { children: React.ReactNode }) {
  return <main id="main" className="container page">{children}</main>;
}
