import { ROUTES, TIMINGS } from '@lobby/shared';
import { Suspense, type TouchEvent, useEffect, useRef, useState } from 'react';
import { BannerArea } from '../components/banner-area.tsx';
import { BottomMenu } from '../components/bottom-menu/bottom-menu.tsx';
import { Footer } from '../components/footer.tsx';
import { Header } from '../components/header/header.tsx';
import { useSentHomePrompt } from '../components/sent-home-prompt.ts';
import { onSessionGone } from '../lib/api-client.ts';
import { withLocalePart } from '../lib/i18n.ts';
import { hasBanner, hasHeader, isBackSwipe, showBottomMenu } from '../lib/layout-rules.ts';
import { useLoginPrompt } from '../lib/login-prompt.ts';
import { canGoBack, Outlet, useLocation, useNavigate } from '../lib/router.ts';
import { lazyWithQueries, loadQueries } from '../lib/with-queries.tsx';
import { useDocumentTitle } from './document-title.ts';

// Loaded only when needed (decision 007): the logged-in header once a session exists, the
// login modal once something asks for it (docs/decisions/016).
const headerAccount = () => withLocalePart('accounts', () => import('./header-account.tsx'));
// Each brings TanStack Query with it (lib/with-queries.tsx).
const HeaderAccount = lazyWithQueries(() => headerAccount().then((m) => m.HeaderAccount));
const HeaderAccountMenu = lazyWithQueries(() => headerAccount().then((m) => m.HeaderAccountMenu));
const HeaderWithdrawGate = lazyWithQueries(() => headerAccount().then((m) => m.HeaderWithdrawGate));
const LoginModal = lazyWithQueries(() =>
  withLocalePart('accounts', () => import('../features/accounts/components/login-modal.tsx')).then(
    (m) => m.default,
  ),
);

/**
 * spec 2.1 page layout: header, banner area on home-type paths, the page, a footer on every
 * page and the bottom menu where it belongs. Pages fade in over 300 ms, except after a back
 * swipe (a move over 100 px to the right), which is ignored again for 500 ms.
 */
export function AppLayout() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const start = useRef<{ x: number; y: number } | null>(null);
  const swipeLocked = useRef(false);
  const [swiped, setSwiped] = useState(false);
  const loginPrompt = useLoginPrompt();
  useDocumentTitle(pathname);
  useSentHomePrompt();

  // issue 3: any call that finds its session over logs the member out and asks to log in again.
  useEffect(
    () =>
      onSessionGone((error) => {
        void Promise.all([loadQueries(), import('../lib/logout.ts')]).then(([{ queryClient }, m]) =>
          m.handleSessionGone(queryClient, error.code),
        );
      }),
    [],
  );

  function onTouchStart(event: TouchEvent) {
    const touch = event.touches[0];
    start.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
  }

  function onTouchEnd(event: TouchEvent) {
    const touch = event.changedTouches[0];
    const from = start.current;
    start.current = null;
    if (!touch || !from || swipeLocked.current) return;
    if (!isBackSwipe(touch.clientX - from.x, touch.clientY - from.y)) return;
    swipeLocked.current = true;
    setSwiped(true);
    window.setTimeout(() => {
      swipeLocked.current = false;
      setSwiped(false);
    }, TIMINGS.backSwipeResetMs);
    if (canGoBack()) navigate(-1);
    else navigate(ROUTES.home, { replace: true });
  }

  // spec 2.1: page transitions fade in. The page the app opens on is no transition: the splash
  // stood before it, and a fade from transparent would keep its content (Home's banner) out of
  // the first paint's largest-contentful-paint (LCP skips what paints transparent).
  const openedOn = useRef<string | null>(pathname);
  if (pathname !== openedOn.current) openedOn.current = null;
  const fade = !swiped && openedOn.current === null;

  const menu = showBottomMenu(pathname);
  return (
    <div
      className={menu ? 'app-shell with-bottom-menu' : 'app-shell'}
      onTouchStart={onTouchStart}
      onTouchEnd={onTouchEnd}
    >
      {hasHeader(pathname) && (
        <Header account={HeaderAccount} accountMenu={HeaderAccountMenu} withdrawGate={HeaderWithdrawGate} />
      )}
      <div key={pathname} className={fade ? 'page page-fade' : 'page'}>
        {hasBanner(pathname) && <BannerArea />}
        <Outlet />
      </div>
      <Footer />
      {menu && <BottomMenu />}
      {loginPrompt && (
        <Suspense fallback={null}>
          <LoginModal prompt={loginPrompt} />
        </Suspense>
      )}
    </div>
  );
}
