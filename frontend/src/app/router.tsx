import { ReactNode } from 'react';
import { createBrowserRouter, Outlet, RouteObject } from 'react-router-dom';
import { RequireSignedIn, RequireStoredUser } from '../features/auth/guards';
import { LandingPage } from '../features/landing/LandingPage';
import { PublicTool } from '../features/tools/placeholders';
import { loadScreenTexts } from '../shared/i18n';
import { RouteChrome, RouteHandle } from '../shared/ui/RouteChrome';
import { Spinner } from '../shared/ui/Spinner';
import { PublicLayout } from './layout/PublicLayout';

const pub = (element: ReactNode) => <PublicTool>{element}</PublicTool>;

/** A route's title (shell.json `titles`), shown in the tab and read by screen readers. */
const titled = (title: string): { handle: RouteHandle } => ({ handle: { title: `titles.${title}` } });

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
const law = () => import('../features/law/ProvisionPage');
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
    // One shell part for both layouts: the title, focus after navigation, scroll restoration.
    element: <><RouteChrome /><Outlet /></>,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { path: '/', ...titled('home'), element: <LandingPage /> },
          { path: '/home', ...titled('home'), element: <LandingPage /> },
          { path: '/idk', ...titled('translate'), ...screen(tools, (m) => pub(<m.DocumentTools variant="translate" />)) },
          { path: '/available-documents', ...titled('documents'), ...screen(documents, (m) => pub(<m.AvailableDocsScreen />)) },
          { path: '/query-page', ...titled('query'), ...screen(chat, (m) => pub(<m.ChatScreen />)) },
          { path: '/query-page/entries/:id', ...titled('entry'), ...screen(chatEntry, (m) => pub(<m.EntryPage />)) },
          { path: '/doc.ai', ...titled('docai'), ...screen(tools, (m) => pub(<m.DocumentTools variant="docai" />)) },
          { path: '/adv.diary', ...titled('diary'), ...screen(diary, (m) => pub(<m.AdvocateDiaryScreen />)) },
          { path: '/cases', ...titled('cases'), ...screen(cases, (m) => pub(<m.CaseSearchScreen />)) },
          { path: '/cases/:id', ...titled('judgment'), ...screen(cases, (m) => pub(<m.JudgmentPage />)) },
          { path: '/law', ...titled('provision'), ...screen(law, (m) => pub(<m.ProvisionPage />)) },
          { path: '/sign-up', ...titled('signUp'), ...screen(signUp, (m) => <m.SignUpPage />) },
          { path: '/sign-in', ...titled('signIn'), ...screen(signIn, (m) => <m.SignInPage />) },
          { path: '/pricing', ...titled('pricing'), ...screen(pricing, (m) => <m.PricingPage />) },
          { path: '/redirect', ...titled('redirect'), ...screen(redirect, (m) => <m.RedirectPage />) },
          { path: '/sso-callback', ...titled('redirect'), ...screen(ssoCallback, (m) => <m.SsoCallbackPage />) },
          { path: '/drafts', ...titled('drafts'), ...screen(drafts, (m) => <RequireStoredUser>{pub(<m.DraftEditor />)}</RequireStoredUser>) },
          { path: '/client-view', ...titled('clientView'), ...screen(documents, (m) => <RequireStoredUser>{pub(<m.ClientViewScreen />)}</RequireStoredUser>) },
          { path: '/lawyer-view', ...titled('lawyerView'), ...screen(documents, (m) => <RequireStoredUser>{pub(<m.LawyerViewScreen />)}</RequireStoredUser>) },
          { path: '/contact', ...titled('contact'), ...screen(staticPages, (m) => <m.ContactPage />) },
          { path: '/about', ...titled('about'), ...screen(staticPages, (m) => <m.AboutPage />) },
          { path: '/forgot-password', ...titled('forgotPassword'), ...screen(accountPages, (m) => <m.ForgotPasswordPage />) },
          { path: '/reset-password', ...titled('resetPassword'), ...screen(accountPages, (m) => <m.ResetPasswordPage />) },
          { path: '/verify-email', ...titled('verifyEmail'), ...screen(accountPages, (m) => <m.VerifyEmailPage />) },
          { path: '/verify-email-change', ...titled('verifyEmailChange'), ...screen(accountPages, (m) => <m.VerifyEmailChangePage />) },
          { path: '/unsubscribe', ...titled('unsubscribe'), ...screen(accountPages, (m) => <m.UnsubscribePage />) },
          { path: '/updates/confirm', ...titled('updatesConfirm'), ...screen(accountPages, (m) => <m.UpdatesConfirmPage />) },
          { path: '*', ...titled('notFound'), ...screen(staticPages, (m) => <m.NotFoundPage />) },
        ],
      },
      {
        path: '/dashboard',
        ...screen(dashboard, (m) => <RequireSignedIn><m.DashboardLayout /></RequireSignedIn>),
        children: [
          { index: true, ...titled('dashboard'), ...screen(dashboardHome, (m) => <m.DashboardHome />) },
          { path: 'translate', ...titled('translate'), ...screen(tools, (m) => <m.DocumentTools variant="translate" />) },
          { path: 'drafts', ...titled('drafts'), ...screen(drafts, (m) => <m.DraftEditor />) },
          { path: 'docai', ...titled('docai'), ...screen(tools, (m) => <m.DocumentTools variant="docai" />) },
          { path: 'available-documents', ...titled('documents'), ...screen(documents, (m) => <m.AvailableDocsScreen />) },
          { path: 'adv-diary', ...titled('diary'), ...screen(diary, (m) => <m.AdvocateDiaryScreen />) },
          { path: 'query', ...titled('query'), ...screen(chat, (m) => <m.ChatScreen />) },
          { path: 'query/entries/:id', ...titled('entry'), ...screen(chatEntry, (m) => <m.EntryPage />) },
          { path: 'cases', ...titled('cases'), ...screen(cases, (m) => <m.CaseSearchScreen />) },
          { path: 'law', ...titled('provision'), ...screen(law, (m) => <m.ProvisionPage />) },
          { path: 'activity', ...titled('activity'), ...screen(activity, (m) => <m.ActivityScreen />) },
          { path: 'firm-audit', ...titled('firmAudit'), ...screen(firmAudit, (m) => <m.FirmAuditScreen />) },
          { path: 'privacy', ...titled('privacy'), ...screen(privacy, (m) => <m.PrivacyScreen />) },
        ],
      },
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
