import { TOASTS } from '@lobby/shared';
import type { MouseEvent } from 'react';
import { openDownloadPopup } from '../../../components/download/download-popup-control.ts';
import { loadLocalePart } from '../../../lib/i18n.ts';
import { requestLogin } from '../../../lib/login-prompt.ts';
import type { TranslateFunction } from '../../../lib/translation.ts';
import type { MemberEntry } from '../entries.ts';

/** A trial member's answer (spec 6 free_reject): log in with a real account. */
export function rejectTrial(t: TranslateFunction): void {
  // The text lives with the account screens' texts; a toast loads antd-mobile on use (decision 007).
  void Promise.all([import('../../../lib/feedback.ts'), loadLocalePart('accounts')]).then(([m]) =>
    m.showToast(t('errors.TRIAL_NOT_ALLOWED'), TOASTS.shortMs),
  );
}

/**
 * A tap on a tile or list entry (spec 2.9): a guest gets the login modal and returns to the
 * entry's page after logging in; a trial member is told to use a real account; the download
 * tile opens the download popup; any other entry follows its link.
 */
export function tapEntry(event: MouseEvent, entry: MemberEntry, t: TranslateFunction): void {
  if (entry.access === 'open') {
    if (entry.to === null) openDownloadPopup();
    return;
  }
  event.preventDefault();
  if (entry.access === 'login') requestLogin(entry.to ? { returnTo: entry.to } : {});
  else rejectTrial(t);
}

/** The entry's name: its page's title (the shell's `titles.*`), the download tile's own. */
export function entryLabelKey(entry: MemberEntry): string {
  if (entry.id === 'download') return 'memberCentre.download';
  if (entry.id === 'webEmail') return 'titles.message';
  return `titles.${entry.id}`;
}
