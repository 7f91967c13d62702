import type { InhouseSessionResponse } from '@lobby/shared';
import type { GamePageConfig } from './config.ts';
import { h } from './dom.ts';
import { type TextKey, t } from './i18n.ts';

// The frame around every game page (decision 080): back to the lobby in the same tab (the lobby
// refreshes the balance from its live stream when it shows again), the balance, and on the
// sandbox aggregator's pages a DEMO badge with the vendor's name (decision 081).

export interface Chrome {
  element: HTMLElement;
  setBalance(balance: string): void;
}

export const gameTitle = (session: InhouseSessionResponse) => t(`family_${session.family}` as TextKey);

export function vendorLabel(config: GamePageConfig): string {
  return config.demo ? t('vendor_sandbox') : t('vendor_inhouse');
}

/** The back button's target: only a lobby path, never another site (the session says it). */
export function safeBackUrl(backUrl: string): string {
  return backUrl.startsWith('/') && !backUrl.startsWith('//') ? backUrl : '/m/home';
}

export function buildChrome(config: GamePageConfig, session: InhouseSessionResponse): Chrome {
  const balance = h('output', { class: 'balance-amount', 'data-testid': 'balance' }, session.balance);
  const back = h(
    'button',
    {
      type: 'button',
      class: 'back',
      'aria-label': t('back_to_lobby'),
      onclick: () => window.location.assign(safeBackUrl(session.backUrl)),
    },
    h('span', { 'aria-hidden': 'true' }, '‹'),
    h('span', { class: 'back-text' }, t('back')),
  );
  const title = h(
    'div',
    { class: 'title' },
    // The family's name in the page's language (the session's gameName is the vendor's, in English).
    h('h1', {}, gameTitle(session)),
    h(
      'p',
      { class: 'vendor' },
      config.demo || session.demo
        ? h('span', { class: 'demo-badge', 'data-testid': 'demo-badge' }, t('demo'))
        : null,
      vendorLabel(config),
    ),
  );
  const wallet = h(
    'div',
    { class: 'balance', 'aria-live': 'polite' },
    h('span', { class: 'balance-label' }, t('balance')),
    h('span', {}, session.currency, ' ', balance),
  );
  return {
    element: h('header', { class: 'bar' }, back, title, wallet),
    setBalance: (value) => {
      balance.textContent = value;
    },
  };
}
