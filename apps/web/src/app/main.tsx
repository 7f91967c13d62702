import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { chooseLanguage, initI18n, storedLanguage } from '../lib/i18n.ts';
import { startupConfigQueryOptions } from '../lib/startup-config.ts';
import { Providers, queryClient } from './providers.tsx';
import { StartupGate } from './startup-gate.tsx';
import './global.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// The start-up call and the locale files load side by side; the splash painted by index.html
// stays until React has something to show.
void queryClient.prefetchQuery(startupConfigQueryOptions());
void initI18n(chooseLanguage(storedLanguage())).then(() => {
  createRoot(root).render(
    <StrictMode>
      <Providers>
        <StartupGate />
      </Providers>
    </StrictMode>,
  );
});
