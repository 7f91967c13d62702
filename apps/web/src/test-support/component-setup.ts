import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { initI18n, type LocalePart, loadLocalePart } from '../lib/i18n.ts';

// Setup of the component tier (decision 098; apps/web/vitest.component.config.ts). Tests read
// the English texts, as a member who chose English would: the shell's texts and every part, so
// a test needs not know which part its screen's route loads.

// Every part, by name: a part added to lib/i18n.ts fails the type check here until it is listed.
const PARTS = {
  accounts: true,
  guest: true,
  content: true,
  member: true,
  inbox: true,
  download: true,
  security: true,
  records: true,
  gameRecords: true,
  profitLoss: true,
  cashier: true,
  games: true,
  lottery: true,
} satisfies Record<LocalePart, true>;

// The first toast or dialog imports antd-mobile, which takes over a second on two loaded cores:
// findBy* and waitFor wait up to 3 s (they still fail when the state never comes).
configure({ asyncUtilTimeout: 3000 });

await initI18n('EN');
await Promise.all(Object.keys(PARTS).map((part) => loadLocalePart(part as LocalePart)));

afterEach(() => {
  // vitest runs without globals here, so Testing Library cannot register its own cleanup.
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});
