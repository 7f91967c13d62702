import { ROUTES, TIMINGS } from '@lobby/shared';
import { type TouchEvent, useRef, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { BannerArea } from '../components/banner-area.tsx';
import { BottomMenu } from '../components/bottom-menu/bottom-menu.tsx';
import { Footer } from '../components/footer.tsx';
import { Header } from '../components/header/header.tsx';
import { hasBanner, hasHeader, isBackSwipe, showBottomMenu } from '../lib/layout-rules.ts';

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
    const state = window.history.state as { idx?: number } | null;
    if ((state?.idx ?? 0) > 0) navigate(-1);
    else navigate(ROUTES.home, { replace: true });
  }

  const menu = showBottomMenu(pathname);
  return (
    <div
      className={menu ? 'app-shell with-bottom-menu' : 'app-shell'}
      onTouchStart={onTouchStart}
      onTouchEnd={onTouchEnd}
    >
      {hasHeader(pathname) && <Header />}
      <div key={pathname} className={swiped ? 'page' : 'page page-fade'}>
        {hasBanner(pathname) && <BannerArea />}
        <Outlet />
      </div>
      <Footer />
      {menu && <BottomMenu />}
    </div>
  );
}
