import { APP_SCOPE, SERVICE_WORKER_PATH } from '@lobby/shared';

// Issue 9, decision 039: the service worker, registered after the first paint (main.tsx imports
// this module once the page has loaded). A new worker takes over at once (skipWaiting and
// clientsClaim in vite.config.ts); the page then reloads onto the new version as soon as no form
// is being filled, so a deploy never traps a member on old code nor throws away their typing.

/** An installed app can stay open for days: look for a new version at most this often. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;
/** While a form is being filled, look again this often whether the reload may happen. */
export const RELOAD_RETRY_MS = 3000;

const FIELDS =
  'input:not([type=hidden]):not([type=checkbox]):not([type=radio]):not([type=button]):not([type=submit]), textarea';

/**
 * Someone is in a field, or a field holds text: a reload would lose it. React keeps a controlled
 * field's default value in step with its value, so "changed from the default" cannot tell.
 */
export function formBeingFilled(doc: Document = document): boolean {
  if (doc.activeElement?.matches(`${FIELDS}, select, [contenteditable]`)) return true;
  return Array.from(doc.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(FIELDS)).some(
    (field) => field.value !== '',
  );
}

/** The service worker's cache of hashed files outside its precache (vite.config.ts). */
const ASSETS_CACHE = 'lobby-assets';

/**
 * The texts of the visitor's language are not precached (29 languages, one read): the files this
 * page loaded before the worker was there go into the worker's assets cache, so the app paints
 * offline in the visitor's language. Hashed names never change, so the browser's own cache
 * answers these requests; nothing is downloaded twice.
 */
async function keepLoadedAssets(): Promise<void> {
  if (!('caches' in window)) return;
  await navigator.serviceWorker.ready;
  const assets = performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === location.origin && url.pathname.startsWith(`${APP_SCOPE}assets/`))
    .map((url) => url.pathname);
  const cache = await caches.open(ASSETS_CACHE);
  await Promise.all(
    [...new Set(assets)].map(async (path) => {
      if (!(await cache.match(path))) await cache.add(path).catch(() => undefined);
    }),
  );
}

let reloadPending = false;

/**
 * Each look at whether the reload may happen is marked on <html data-app-update> ("waiting" while
 * a form holds it, then "reloading"): a held reload leaves no other trace, and the browser test
 * of decision 039 must tell "held" from "not decided yet".
 */
function reloadWhenSafe(): void {
  const root = document.documentElement;
  if (!formBeingFilled()) {
    root.dataset.appUpdate = 'reloading';
    window.location.reload();
    return;
  }
  root.dataset.appUpdate = 'waiting';
  window.setTimeout(reloadWhenSafe, RELOAD_RETRY_MS);
}

export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  // The first worker taking control of a page it did not serve is no new version.
  let controlled = Boolean(container.controller);
  container.addEventListener('controllerchange', () => {
    // Two deploys in a row while a form is open still mean one reload.
    if (controlled && !reloadPending) {
      reloadPending = true;
      reloadWhenSafe();
    }
    controlled = true;
  });
  const registration = await container.register(SERVICE_WORKER_PATH, {
    scope: APP_SCOPE,
    updateViaCache: 'none',
  });
  void keepLoadedAssets();
  let checkedAt = Date.now();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible' || Date.now() - checkedAt < UPDATE_CHECK_MS) return;
    checkedAt = Date.now();
    registration.update().catch(() => undefined);
  });
}
