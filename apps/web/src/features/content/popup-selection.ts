import { type Announcement, STORAGE_KEYS } from '@lobby/shared';

// spec 4 "Announcement popup": which popups a viewer sees, and whether the stored hidden state
// hides them. Pure, so Home's first paint carries a few hundred bytes and the table tests run
// without a browser.

export interface PopupViewer {
  loggedIn: boolean;
  /** spec 3 SessionInfo.firstTimeLogin. */
  firstTimeLogin: boolean;
}

/** spec 4, 9: the hidden state is kept per group, SHELL_PU_A for members, SHELL_PU_B for guests. */
export function popupStoreKey(loggedIn: boolean): string {
  return loggedIn ? STORAGE_KEYS.SHELL_PU_A : STORAGE_KEYS.SHELL_PU_B;
}

/** spec 4: guests see execution B; members A, and on their first-time login also F. */
export function popupExecutions({ loggedIn, firstTimeLogin }: PopupViewer): readonly string[] {
  if (!loggedIn) return ['B'];
  return firstTimeLogin ? ['A', 'F'] : ['A'];
}

/** What the store keeps of a list: its title/content pairs, in order (spec 4). */
export function popupStoreValue(list: readonly Announcement[]): string {
  return JSON.stringify(list.map(({ title, content }) => [title, content]));
}

export interface PopupSelection {
  /** The viewer's popups (type PU), in the server's order. */
  pages: Announcement[];
  /** False when there are none, or when the stored list is this very list (closed already). */
  show: boolean;
  /** Where closing stores `pages` (popupStoreValue). */
  storeKey: string;
}

/**
 * The popups for `viewer` among Home's announcements. `stored` is what the viewer's group store
 * holds (null when empty): the popup re-shows as soon as the current list differs from it.
 */
export function selectPopups(
  announcements: readonly Announcement[],
  viewer: PopupViewer,
  stored: string | null,
): PopupSelection {
  const executions = popupExecutions(viewer);
  const pages = announcements.filter(
    (a) => a.type === 'PU' && a.execution !== null && executions.includes(a.execution),
  );
  return {
    pages,
    show: pages.length > 0 && stored !== popupStoreValue(pages),
    storeKey: popupStoreKey(viewer.loggedIn),
  };
}

/** spec 2.4: the latest-news popup shows the lobby news (type H) unless closed this session. */
export function selectNews(
  announcements: readonly Announcement[],
  closedThisSession: boolean,
): Announcement[] {
  return closedThisSession ? [] : announcements.filter((a) => a.type === 'H');
}
