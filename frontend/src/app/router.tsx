import { createBrowserRouter, RouteObject } from 'react-router-dom';
import { RedirectPage } from '../features/auth/RedirectPage';
import { RequireSignedIn, RequireStoredUser } from '../features/auth/guards';
import { CaseSearchScreen } from '../features/cases/CaseSearchScreen';
import { SignInPage } from '../features/auth/SignInPage';
import { SignUpPage } from '../features/auth/SignUpPage';
import { SsoCallbackPage } from '../features/auth/SsoCallbackPage';
import { DashboardHome } from '../features/dashboard/DashboardHome';
import { DocumentTools } from '../features/doctools/DocumentTools';
import { DashboardLayout } from '../features/dashboard/DashboardLayout';
import { LandingPage } from '../features/landing/LandingPage';
import { AboutPage, ContactPage, ForgotPasswordPage, NotFoundPage } from '../features/pages/StaticPages';
import { PricingPage } from '../features/pricing/PricingPage';
import { AvailableDocsScreen, ClientViewScreen, LawyerViewScreen } from '../features/documents/screens';
import { ChatScreen } from '../features/chat/ChatScreen';
import { AdvocateDiaryScreen } from '../features/diary/DiaryScreen';
import { PublicTool } from '../features/tools/placeholders';
import { DraftEditor } from '../features/drafts/DraftEditor';
import { PublicLayout } from './layout/PublicLayout';

const pub = (element: React.ReactNode) => <PublicTool>{element}</PublicTool>;

/** SPEC §2's routes table. Each tool has a public path and a /dashboard child. */
export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [
      { path: '/', element: <LandingPage /> },
      { path: '/home', element: <LandingPage /> },
      { path: '/idk', element: pub(<DocumentTools variant="translate" />) },
      { path: '/available-documents', element: pub(<AvailableDocsScreen />) },
      { path: '/query-page', element: pub(<ChatScreen />) },
      { path: '/doc.ai', element: pub(<DocumentTools variant="docai" />) },
      { path: '/adv.diary', element: pub(<AdvocateDiaryScreen />) },
      { path: '/cases', element: pub(<CaseSearchScreen />) },
      { path: '/sign-up', element: <SignUpPage /> },
      { path: '/sign-in', element: <SignInPage /> },
      { path: '/pricing', element: <PricingPage /> },
      { path: '/redirect', element: <RedirectPage /> },
      { path: '/sso-callback', element: <SsoCallbackPage /> },
      { path: '/drafts', element: <RequireStoredUser>{pub(<DraftEditor />)}</RequireStoredUser> },
      { path: '/client-view', element: <RequireStoredUser>{pub(<ClientViewScreen />)}</RequireStoredUser> },
      { path: '/lawyer-view', element: <RequireStoredUser>{pub(<LawyerViewScreen />)}</RequireStoredUser> },
      { path: '/contact', element: <ContactPage /> },
      { path: '/about', element: <AboutPage /> },
      { path: '/forgot-password', element: <ForgotPasswordPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  {
    path: '/dashboard',
    element: <RequireSignedIn><DashboardLayout /></RequireSignedIn>,
    children: [
      { index: true, element: <DashboardHome /> },
      { path: 'translate', element: <DocumentTools variant="translate" /> },
      { path: 'drafts', element: <DraftEditor /> },
      { path: 'docai', element: <DocumentTools variant="docai" /> },
      { path: 'available-documents', element: <AvailableDocsScreen /> },
      { path: 'adv-diary', element: <AdvocateDiaryScreen /> },
      { path: 'query', element: <ChatScreen /> },
      { path: 'cases', element: <CaseSearchScreen /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
