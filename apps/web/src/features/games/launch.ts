import { type LaunchQuery, TOASTS } from '@lobby/shared';
import { errorMessageKey } from '../../lib/error-message.ts';
import { clearToast, showLoading, showToast } from '../../lib/feedback.ts';
import { requestLogin } from '../../lib/login-prompt.ts';
import { readSession } from '../../lib/session.ts';
import type { TranslateFunction } from '../../lib/translation.ts';
import { launchGame } from './api/launch-game.ts';

// The generic game launcher (spec 4, 7, 8; decision 084): a guest gets the login modal; a member
// sees a loading toast while launch answers value.gameUrl, then the game opens in this tab (its
// back button returns to backUrl, and the reload there brings a fresh balance and recent list).
// On failure the loading toast goes and the error is shown.

/** Tells a guest to log in (spec 8 in_logged_login) with the login modal; true when a guest. */
export function askGuestToLogIn(t: TranslateFunction): boolean {
  if (readSession()) return false;
  void showToast(t('games.in_logged_login'), TOASTS.shortMs);
  requestLogin();
  return true;
}

export type Launchable = Omit<LaunchQuery, 'language'>;

/** Opens the game in this tab; resolves with the error when the launch failed. */
export async function startLaunch(
  query: Launchable,
  t: TranslateFunction,
  go: (url: string) => void = (url) => window.location.assign(url),
): Promise<unknown> {
  if (askGuestToLogIn(t)) return null;
  void showLoading(t('games.launching'), TOASTS.pleaseWaitMs);
  try {
    const { gameUrl } = await launchGame(query);
    go(gameUrl);
    return null;
  } catch (error) {
    await clearToast();
    void showToast(t(errorMessageKey(error)), TOASTS.shortMs, 'fail');
    return error;
  }
}
