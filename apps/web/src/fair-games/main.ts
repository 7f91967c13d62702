import './games.css';
import type { FairSeeds, GameFamily } from '@lobby/shared';
import { createApi, takeToken } from './api.ts';
import { buildChrome, gameTitle } from './chrome.ts';
import { readConfig } from './config.ts';
import { errorLine, errorText, type GameContext } from './context.ts';
import { fill, h } from './dom.ts';
import { fairnessPanel } from './fairness.ts';
import { cookieLanguage, loadTexts } from './i18n.ts';

// The built-in vendors' game pages (decision 080): one entry for every family and the verify
// view; the family's own code loads on its own, so a dice page never downloads the slot.

const families: Record<GameFamily, () => Promise<{ mount(context: GameContext): HTMLElement }>> = {
  dice: () => import('./dice.ts'),
  mines: () => import('./mines.ts'),
  slot: () => import('./slot.ts'),
};

const root = document.getElementById('game') as HTMLElement;
const config = readConfig();
const token = takeToken(window.location, window.history, window.sessionStorage);
const api = createApi(config, token);

function fatal(error: unknown) {
  fill(root, h('p', { class: 'notice fatal', role: 'alert' }, errorText(error)));
}

async function play(family: GameFamily) {
  if (!token) {
    await loadTexts(cookieLanguage(document.cookie, config), config);
    return fatal({ code: 'GAME_SESSION_INVALID' });
  }
  const [session, game] = await Promise.all([
    api.session().catch(async (error) => {
      await loadTexts(cookieLanguage(document.cookie, config), config);
      throw error;
    }),
    families[family](),
  ]);
  await loadTexts(session.language, config);
  document.title = gameTitle(session);
  const chrome = buildChrome(config, session);
  const notice = errorLine();
  const seedListeners: ((seeds: FairSeeds) => void)[] = [];
  const context: GameContext = {
    config,
    api,
    session,
    lastRoundId: null,
    applyPlay(answer) {
      chrome.setBalance(answer.balance);
      if (answer.round.state !== 'open') context.lastRoundId = answer.round.id;
      context.setSeeds(answer.seeds);
    },
    setSeeds: (seeds) => {
      for (const listener of seedListeners) listener(seeds);
    },
    onSeeds: (listener) => seedListeners.push(listener),
    setBalance: chrome.setBalance,
    showError(error) {
      notice.hidden = error === null;
      notice.textContent = error === null ? '' : errorText(error);
    },
  };
  fill(root, chrome.element, notice, game.mount(context), fairnessPanel(context));
}

async function start() {
  try {
    if (config.view === 'verify' || !config.family) {
      const { mountVerify } = await import('./verify.ts');
      await mountVerify(root, config, api, token);
    } else {
      await play(config.family);
    }
  } catch (error) {
    fatal(error);
  } finally {
    root.removeAttribute('aria-busy');
  }
}

void start();
