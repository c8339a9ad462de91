// The shared styles come first, so each feature's own rules (imported below, through App) win over
// the shared kit at equal specificity: the hero's white "Learn More" over .btn--ghost's dark text.
import './shared/styles/tokens.css';
import './shared/styles/global.css';
import './app/layout/layout.css';
// Before anything that builds a contracts schema.
import './shared/zod-setup';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { initLanguage } from './shared/i18n';

// The language this browser chose is loaded first (English ships in the bundle), so the first
// render is already in it. As a transition the first render yields to the browser every few
// milliseconds instead of holding the main thread in one long task while the page loads.
void initLanguage().finally(() => startTransition(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}));
