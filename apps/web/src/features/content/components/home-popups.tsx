import { type Announcement, STORAGE_KEYS, TIMINGS } from '@lobby/shared';
import { lazy, Suspense, useEffect, useState } from 'react';
import { withLocalePart } from '../../../lib/i18n.ts';
import { useSession } from '../../../lib/session.ts';
import { popupStoreKey, popupStoreValue, selectNews, selectPopups } from '../popup-selection.ts';

// Home's popups (spec 2.4, 4; decision 052). This module is part of Home's first paint, so it
// holds only the choice; the dialog, its CSS, its texts and DOMPurify load when there is
// something to show, during the 500 ms the popup waits anyway (longer on a slow line: it opens
// once they are all here).

const loadDialog = () => withLocalePart('content', () => import('./popup-dialog.tsx'));
const PopupDialog = lazy(loadDialog);

/** Storage that may be refused (private mode, full quota): a refusal reads as empty. */
function read(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}
function write(storage: () => Storage, key: string, value: string): void {
  try {
    storage().setItem(key, value);
  } catch {
    // Not kept: the popup shows again next time, which is the safe side.
  }
}
const local = () => localStorage;
const session = () => sessionStorage;

/** `announcements` is undefined until Home's content is known: nothing is decided before it. */
export function HomePopups({ announcements }: { announcements: readonly Announcement[] | undefined }) {
  const member = useSession();
  const list = announcements ?? [];
  // Moves when a popup is closed, so the stores are read again.
  const [, setClosings] = useState(0);
  const viewer = { loggedIn: member !== null, firstTimeLogin: member?.firstTimeLogin === true };
  const popups = selectPopups(list, viewer, read(local, popupStoreKey(viewer.loggedIn)));
  const news = selectNews(list, read(session, STORAGE_KEYS.NOTICE_POP) !== null);
  // Never two at once: the announcement popup first, the latest news once it is closed.
  const next = popups.show ? 'popup' : news.length > 0 ? 'news' : null;
  const listKey = `${next}:${popups.storeKey}:${popupStoreValue(next === 'news' ? news : popups.pages)}`;
  const [open, setOpen] = useState<string | null>(null);

  useEffect(() => {
    if (next === null) return;
    let live = true;
    // spec 4, 9: it appears 500 ms after mount or after the list changes, and not before it can
    // paint whole: on a slow line its code and HTML cleaner may take longer, and a dialog whose
    // content arrived after it opened would grow and move (a layout shift; decision 052).
    const delay = new Promise((resolve) => setTimeout(resolve, TIMINGS.popupDelayMs));
    const ready = loadDialog().then((module) => module.whenReady());
    void Promise.all([delay, ready]).then(
      () => live && setOpen(listKey),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [next, listKey]);

  // "No popup" is a decision too: the page says when it has made one (html data-home-popup), so
  // a browser test tells "none" from "not yet" without sitting out the delay (decision 052).
  const decision =
    announcements === undefined ? 'pending' : next === null ? 'none' : open === listKey ? next : 'pending';
  useEffect(() => {
    const root = document.documentElement;
    root.dataset.homePopup = decision;
    return () => {
      delete root.dataset.homePopup;
    };
  }, [decision]);

  if (next === null || open !== listKey) return null;
  const record = () => {
    if (next === 'popup') write(local, popups.storeKey, popupStoreValue(popups.pages));
    // spec 2.4: closing the latest-news popup sets the session flag.
    else write(session, STORAGE_KEYS.NOTICE_POP, '1');
  };
  const hide = () => {
    setOpen(null);
    setClosings((n) => n + 1);
  };
  return (
    <Suspense fallback={null}>
      <PopupDialog
        key={listKey}
        kind={next}
        pages={next === 'news' ? news : popups.pages}
        onClose={record}
        onClosed={hide}
      />
    </Suspense>
  );
}
