import { TOASTS } from '@lobby/shared';
import type { MouseEvent } from 'react';
import { loadLocalePart } from '../lib/i18n.ts';
import { requestLogin } from '../lib/login-prompt.ts';
import { readSession } from '../lib/session.ts';
import type { TranslateFunction } from '../lib/translation.ts';
import { bottomMenuAction } from './bottom-menu/bottom-menu-rules.ts';

/**
 * A tap on a member entry: the bottom menu's, the header's deposit and withdraw links and the
 * menu's (spec 2.1, 2.3, 6). A trial member stays put and is told to use a real account
 * (free_reject); a guest asked to log in first gets the login modal; everyone else goes.
 */
export function followMemberEntry(event: MouseEvent, to: string, t: TranslateFunction): void {
  const action = bottomMenuAction(to, readSession());
  if (action === 'navigate') return;
  event.preventDefault();
  if (action === 'login') {
    requestLogin({ returnTo: to });
    return;
  }
  // Loaded on use: the first paint carries no toast code (decision 007).
  void Promise.all([import('../lib/feedback.ts'), loadLocalePart('accounts')]).then(([m]) =>
    m.showToast(t('errors.TRIAL_NOT_ALLOWED'), TOASTS.shortMs),
  );
}
