import { type DownloadResource, STORAGE_KEYS } from '@lobby/shared';
import { readDisplayContext, runsInstalled } from '../../lib/installed-app.ts';
import { DOWNLOAD_OPTIONS, type DownloadInput } from './download-rules.ts';

/** What the download rules read from this browser, now: synchronous, so the bar never flashes. */
export function readDownloadInput(resources: readonly DownloadResource[]): DownloadInput {
  return {
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints ?? 0,
    standalone: runsInstalled(readDisplayContext()),
    resources,
    options: DOWNLOAD_OPTIONS,
    hideDownloadBar: localStorage.getItem(STORAGE_KEYS.hideDownloadBar),
    webClip: localStorage.getItem(STORAGE_KEYS.WEBCLIP),
  };
}

/**
 * Decision 053: the web clip profile opens the app at a URL carrying `webclip=1`; the app keeps
 * that as localStorage WEBCLIP '1' (spec 9), which registration (decision 017) and the popup read.
 */
export function rememberWebClip(search: string, storage: Pick<Storage, 'setItem'>): void {
  if (new URLSearchParams(search).get('webclip') === '1') storage.setItem(STORAGE_KEYS.WEBCLIP, '1');
}
