import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createAppRouter } from './app/router/createAppRouter';
import { getSettings, isLoggedIn } from './core/settings';
import { loadMessages } from './i18n/loadMessages';
// React Spectrum's design tokens for the kit, on the document (scripts/vite/spectrumTokens.ts).
import 'virtual:spectrum-tokens.css';
import './styles/index.css';

// Start fetching the catalog before React renders, in parallel with the first route's chunk:
// signed out, only the public pages' areas.
void loadMessages(getSettings().language, isLoggedIn() ? 'all' : 'core');

const router = createAppRouter();
createRoot(document.getElementById('app')!).render(
  <StrictMode>
    <App router={router} />
  </StrictMode>,
);
