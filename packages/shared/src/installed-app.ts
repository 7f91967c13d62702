// The installed web app (issue 9, decision 039): where its manifest, service worker and icons
// live, and the device header spec 3 asks of it. Free of zod, so the first paint may import it.

/** spec 3: the device header; its value is OTHERS when the app runs as an installed web app. */
export const DEVICE_HEADER = 'device';
export const INSTALLED_APP_DEVICE = 'OTHERS';

/**
 * A native app wrapper marks itself by appending `LobbyApp/<version>` to its WebView's user agent
 * (decision 017): registration counts it as APP, and the download bar hides in it (spec 2.10).
 */
export const NATIVE_APP_UA_TOKEN = 'LobbyApp';

/** The app lives under /m/: the manifest's scope and the service worker's are the same. */
export const APP_SCOPE = '/m/';
export const WEB_APP_MANIFEST_PATH = '/m/manifest.webmanifest';
export const SERVICE_WORKER_PATH = '/m/sw.js';

/**
 * The home-screen icons, PNGs in the media directory (the built-in image CDN) that
 * `scripts/brand-icons.mjs` renders from the brand's square mark `brand/icon.svg`.
 */
export const BRAND_ICONS = {
  any192: { path: '/media/brand/icon-192.png', size: 192, purpose: 'any' },
  any512: { path: '/media/brand/icon-512.png', size: 512, purpose: 'any' },
  maskable512: { path: '/media/brand/icon-maskable-512.png', size: 512, purpose: 'maskable' },
  apple180: { path: '/media/brand/apple-touch-icon.png', size: 180, purpose: 'any' },
} as const;

/** The shell's colours (apps/web/index.html paints the splash in them before any script). */
export const BRAND_COLOURS = { theme: '#5c1414', background: '#5c1414' } as const;
