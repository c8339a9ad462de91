// The shared styles come first, so each feature's own rules (imported below, through App) win over
// the shared kit at equal specificity: the hero's white "Learn More" over .btn--ghost's dark text.
import './shared/styles/tokens.css';
import './shared/styles/global.css';
import './app/layout/layout.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
