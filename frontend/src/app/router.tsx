import { ReactNode } from 'react';
import { createBrowserRouter, RouteObject } from 'react-router-dom';
import { RequireSignedIn, RequireStoredUser } from '../features/auth/guards';
import { LandingPage } from '../features/landing/LandingPage';
import { PublicTool } from '../features/tools/placeholders';
import { loadScreenTexts } from '../shared/i18n';
import { Spinner } from '../shared/ui/Spinner';
import { PublicLayout } from './layout/PublicLayout';

const pub = (element: ReactNode) => <PublicTool>{element}</PublicTool>;

/**
 * A screen in its own chunk, fetched when its route is first visited (react-router's route `lazy`).
 * Only the shell and the landing page ship in the first download; every other page, small ones
 * (sign-in, pricing, about...) included, comes in its own chunk, so the landing page's budget
 * (e2e/tests/landing-size.spec.ts) pays for nothing it does not show. The screens' texts
 * (shared/i18n) load with the first such screen, before it renders.
 */
function screen<M>(load: () => Promise<M>, render: (m: M) => ReactNode): Pick<RouteObject, 'lazy' | 'hydrateFallbackElement'> {
  return { lazy: async () => ({ element: render((await Promise.all([load(), loadScreenTexts()]))[0]) }), hydrateFallbackElement: <Spinner /> };
}

const tools = () => import('../features/doctools/DocumentTools');
const documents = () => import('../features/documents/screens');
const chat = () => import('../features/chat/ChatScreen');
const chatEntry = () => import('../features/chat/EntryPage');
const diary = () => import('../features/diary/DiaryScreen');
const cases = () => import('../features/cases/CaseSearchScreen');
const drafts = () => import('../features/drafts/DraftEditor');
const dashboard = () => import('../features/dashboard/DashboardLayout');
const dashboardHome = () => import('../features/dashboard/DashboardHome');
const activity = () => import('../features/activity/ActivityScreen');
const firmAudit = () => import('../features/activity/FirmAuditScreen');
const privacy = () => import('../features/privacy/PrivacyScreen');
const accountPages = () => import('../features/auth/AccountPages');
const signIn = () => import('../features/auth/SignInPage');
const signUp = () => import('../features/auth/SignUpPage');
const redirect = () => import('../features/auth/RedirectPage');
const ssoCallback = () => import('../features/auth/SsoCallbackPage');
const pricing = () => import('../features/pricing/PricingPage');
const staticPages = () => import('../features/pages/StaticPages');

/** docs/product.md §2's routes table. Each tool has a public path and a /dashboard child. */
export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [
      { path: '/', element: <LandingPage /> },
      { path: '/home', element: <LandingPage /> },
      { path: '/idk', ...screen(tools, (m) => pub(<m.DocumentTools variant="translate" />)) },
      { path: '/available-documents', ...screen(documents, (m) => pub(<m.AvailableDocsScreen />)) },
      { path: '/query-page', ...screen(chat, (m) => pub(<m.ChatScreen />)) },
      { path: '/query-page/entries/:id', ...screen(chatEntry, (m) => pub(<m.EntryPage />)) },
      { path: '/doc.ai', ...screen(tools, (m) => pub(<m.DocumentTools variant="docai" />)) },
      { path: '/adv.diary', ...screen(diary, (m) => pub(<m.AdvocateDiaryScreen />)) },
      { path: '/cases', ...screen(cases, (m) => pub(<m.CaseSearchScreen />)) },
      { path: '/cases/:id', ...screen(cases, (m) => pub(<m.JudgmentPage />)) },
      { path: '/sign-up', ...screen(signUp, (m) => <m.SignUpPage />) },
      { path: '/sign-in', ...screen(signIn, (m) => <m.SignInPage />) },
      { path: '/pricing', ...screen(pricing, (m) => <m.PricingPage />) },
      { path: '/redirect', ...screen(redirect, (m) => <m.RedirectPage />) },
      { path: '/sso-callback', ...screen(ssoCallback, (m) => <m.SsoCallbackPage />) },
      { path: '/drafts', ...screen(drafts, (m) => <RequireStoredUser>{pub(<m.DraftEditor />)}</RequireStoredUser>) },
      { path: '/client-view', ...screen(documents, (m) => <RequireStoredUser>{pub(<m.ClientViewScreen />)}</RequireStoredUser>) },
      { path: '/lawyer-view', ...screen(documents, (m) => <RequireStoredUser>{pub(<m.LawyerViewScreen />)}</RequireStoredUser>) },
      { path: '/contact', ...screen(staticPages, (m) => <m.ContactPage />) },
      { path: '/about', ...screen(staticPages, (m) => <m.AboutPage />) },
      { path: '/forgot-password', ...screen(accountPages, (m) => <m.ForgotPasswordPage />) },
      { path: '/reset-password', ...screen(accountPages, (m) => <m.ResetPasswordPage />) },
      { path: '/verify-email', ...screen(accountPages, (m) => <m.VerifyEmailPage />) },
      { path: '/verify-email-change', ...screen(accountPages, (m) => <m.VerifyEmailChangePage />) },
      { path: '/unsubscribe', ...screen(accountPages, (m) => <m.UnsubscribePage />) },
      { path: '/updates/confirm', ...screen(accountPages, (m) => <m.UpdatesConfirmPage />) },
      { path: '*', ...screen(staticPages, (m) => <m.NotFoundPage />) },
    ],
  },
  {
    path: '/dashboard',
    ...screen(dashboard, (m) => <RequireSignedIn><m.DashboardLayout /></RequireSignedIn>),
    children: [
      { index: true, ...screen(dashboardHome, (m) => <m.DashboardHome />) },
      { path: 'translate', ...screen(tools, (m) => <m.DocumentTools variant="translate" />) },
      { path: 'drafts', ...screen(drafts, (m) => <m.DraftEditor />) },
      { path: 'docai', ...screen(tools, (m) => <m.DocumentTools variant="docai" />) },
      { path: 'available-documents', ...screen(documents, (m) => <m.AvailableDocsScreen />) },
      { path: 'adv-diary', ...screen(diary, (m) => <m.AdvocateDiaryScreen />) },
      { path: 'query', ...screen(chat, (m) => <m.ChatScreen />) },
      { path: 'query/entries/:id', ...screen(chatEntry, (m) => <m.EntryPage />) },
      { path: 'cases', ...screen(cases, (m) => <m.CaseSearchScreen />) },
      { path: 'activity', ...screen(activity, (m) => <m.ActivityScreen />) },
      { path: 'firm-audit', ...screen(firmAudit, (m) => <m.FirmAuditScreen />) },
      { path: 'privacy', ...screen(privacy, (m) => <m.PrivacyScreen />) },
    ],
  },
];

/**
 * Resolves every lazy route in place, so a router built from `routes` afterwards renders at once
 * (the unit tests render routes synchronously; the browser never needs this).
 */
export async function loadAllRoutes(list: RouteObject[] = routes): Promise<void> {
  for (const route of list) {
    if (typeof route.lazy === 'function') {
      Object.assign(route, await route.lazy());
      delete route.lazy;
    }
    if (route.children) await loadAllRoutes(route.children);
  }
}

export const createRouter = () => createBrowserRouter(routes);
