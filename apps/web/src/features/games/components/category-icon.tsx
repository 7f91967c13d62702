import type { HomeTab } from '../game-rules.ts';

// The home tabs' category icons (spec 2.4: active or default state; decision 082): bundled SVG
// drawn in currentColor, so the tab's state colours them, in the lazy games chunk.

const PATHS: Record<HomeTab, string> = {
  HOT: 'M12 2c1 4 5 5.5 5 10a5 5 0 0 1-10 0c0-2 1-3.5 2-4.5 0 2 1 3 2 3-1-3 0-6 1-8.5z',
  SPORTS:
    'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm0 3 3 2.2-1.1 3.6h-3.8L9 7.2zM5.2 9.6l2.6.4 1.2 3.7-2.2 2.9-2.2-.9a8 8 0 0 1 .6-6.1zm13.6 0a8 8 0 0 1 .6 6.1l-2.2.9-2.2-2.9 1.2-3.7zM10.2 15h3.6l1.8 2.6-1.4 2.2a8 8 0 0 1-4.4 0l-1.4-2.2z',
  ESPORTS:
    'M7 7h10a5 5 0 0 1 4.9 6l-.8 4a2.5 2.5 0 0 1-4.3 1.1L14.5 16h-5l-2.3 2.1A2.5 2.5 0 0 1 2.9 17l-.8-4A5 5 0 0 1 7 7zm0 3v1.5H5.5v1.5H7v1.5h1.5V13H10v-1.5H8.5V10zm9.5 0a1 1 0 1 0 0 2 1 1 0 0 0 0-2zm-2 2a1 1 0 1 0 0 2 1 1 0 0 0 0-2z',
  COCKFIGHT:
    'M14 3c2 0 3 1.5 3 3l2.5 1-2.5 1v2c2 1 3 3 3 5 0 3.5-3 6-7 6s-7-2-7-5c0-2 1-3 2-3.5C7 10 5 9 4 7c2 0 4 1 5 2 0-3 2-6 5-6z',
  LIVE: 'M4 4h16a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2h-6l1 3h2v1H7v-1h2l1-3H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zm6 3.5v6l5-3z',
  FISH: 'M2 12c3-4 7-6 11-6 3 0 6 2 8 4l2-3v10l-2-3c-2 2-5 4-8 4-4 0-8-2-11-6zm13-2a1.2 1.2 0 1 0 0 2.4 1.2 1.2 0 0 0 0-2.4z',
  RNG: 'M4 3h16a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zm1 5v8h4V8zm5 0v8h4V8zm5 0v8h4V8zm-8.5 2h1l-1 4h-1zm5 0h1l-1 4h-1zm5 0h1l-1 4h-1z',
  PVP: 'M6 3h9a2 2 0 0 1 2 2v1.3l3.4 1a2 2 0 0 1 1.4 2.4l-3 11A2 2 0 0 1 16.4 22l-6-1.6A2 2 0 0 1 9 20H6a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zm4.5 4.5-2 3 2 3 2-3z',
  INHOUSE:
    'M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zm2.5 2.5a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zm9 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zM12 10.5a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zm-4.5 5a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zm9 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3z',
  ELOTT:
    'M7 2h10a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zm0 3v8h10V5zm1.5 10.5a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zm3.5 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zm3.5 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3z',
  LOTT: 'M7.5 4a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9zm9 3a4 4 0 1 1 0 8 4 4 0 0 1 0-8zM11 14a4 4 0 1 1 0 8 4 4 0 0 1 0-8z',
};

export function CategoryIcon({ tab }: { tab: HomeTab }) {
  return (
    <svg className="category-icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
      <path d={PATHS[tab]} fill="currentColor" fillRule="evenodd" />
    </svg>
  );
}

export function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
      <path
        d="M12 21s-7.5-4.6-9.6-9.3C1 8.4 3 4.5 6.8 4.5c2.2 0 3.6 1.2 5.2 3 1.6-1.8 3-3 5.2-3 3.8 0 5.8 3.9 4.4 7.2C19.5 16.4 12 21 12 21z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
      />
    </svg>
  );
}
