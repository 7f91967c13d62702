import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { rememberWebClip } from '../components/download/download-environment.ts';
import { chooseLanguage, initI18n, storedLanguage } from '../lib/i18n.ts';
import { loadStartupConfig } from '../lib/startup-config.ts';
import { routes } from './router.tsx';
import { StartupGate } from './startup-gate.tsx';
import './global.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// The start-up configuration is in the page already (the server writes it there), so the
// language is known at once and its texts load beside the first page's code; the splash
// painted by index.html stays until React has something to show.
const config = loadStartupConfig();
// Decision 053: a launch from the iOS web clip profile says so once; the app keeps it.
rememberWebClip(window.location.search, localStorage);
routes.preload(window.location.pathname);
void initI18n(chooseLanguage(storedLanguage(), config?.languages)).then(() => {
  createRoot(root).render(
    <StrictMode>
      <StartupGate />
    </StrictMode>,
  );
});

// Issue 9, decision 039: the service worker's code and its precache wait until the page has
// loaded and the browser is idle, so they add nothing to the first paint.
window.addEventListener(
  'load',
  () => {
    const register = () => {
      import('../lib/pwa-register.ts').then((pwa) => pwa.registerServiceWorker()).catch(() => undefined);
    };
    if ('requestIdleCallback' in window) requestIdleCallback(register, { timeout: 5000 });
    else setTimeout(register, 1000);
  },
  { once: true },
);
